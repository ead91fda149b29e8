import { Price, RelatedGoods } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRecommendations } from '../hooks/useGoods';
import { promoFen } from '../logic/goodsView';

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
    <RelatedGoods
      title={t('recommend.title')}
      items={cards.map((card) => {
        const promo = promoFen(card.marketingPrice);
        return {
          id: card.goodsId,
          href: goodsHref(card.mouldNo),
          imageSrc: card.thumb,
          title: card.title,
          price:
            promo !== null ? (
              <Price
                fen={card.shopPriceFen}
                promoFen={promo}
                originalLabel={t('summary.original')}
                currentLabel={t('summary.current')}
                size="small"
              />
            ) : (
              <Price fen={card.shopPriceFen} size="small" />
            ),
        };
      })}
    />
  );
}
