import { Image, Price } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRecommendations } from '../hooks/useGoods';
import { promoFen } from '../logic/goodsView';
import * as styles from './GoodsDetail.css';

/** Pieces to show under this one (spec §7 getProductsList); nothing while none. A lazy chunk. */
export default function Recommendations({
  mouldNo,
  goodsHref,
}: {
  mouldNo: string;
  goodsHref: (mouldNo: string) => string;
}) {
  const { t } = useTranslation('goods');
  const recommendations = useRecommendations(mouldNo);
  const cards = recommendations.data ?? [];
  if (cards.length === 0) return null;
  return (
    <section className={styles.recommend} aria-labelledby="goods-recommend-title">
      <h2 id="goods-recommend-title" className={styles.sectionTitle}>
        {t('recommend.title')}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => {
          const promo = promoFen(card.marketingPrice);
          return (
            <li key={card.goodsId}>
              <a className={styles.card} href={goodsHref(card.mouldNo)}>
                <Image src={card.thumb} alt="" ratio="1/1" />
                <span className={styles.cardTitle}>{card.title}</span>
                {promo !== null ? (
                  <Price
                    fen={card.shopPriceFen}
                    promoFen={promo}
                    originalLabel={t('summary.original')}
                    currentLabel={t('summary.current')}
                    size="small"
                  />
                ) : (
                  <Price fen={card.shopPriceFen} size="small" />
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
