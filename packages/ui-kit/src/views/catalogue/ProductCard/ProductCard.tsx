import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Image } from '../../../primitives/media/Image/Image';
import { Price } from '../../../primitives/data/Price/Price';
import type { headingLevels } from '../../../primitives/typography/Text/Text';
import * as styles from './ProductCard.css';

/** One product as a card shows it (spec §3 search advert item), prices in integer fen. */
export type ProductCardData = {
  /** Stable id (goodsId or mouldNo). */
  id: string;
  /** Where the card leads (/goods?mouldNo=…). */
  href: string;
  /** The thumbnail's address; missing shows the picture fallback. */
  thumb?: string;
  /** The product's name (title), also the link's accessible name. */
  title: string;
  /** Brand and series line (e.g. 金缘 · 古法传承), already joined by the caller. */
  subtitle?: string;
  /** The shop price (shopPrice) in fen. */
  shopFen: number;
  /** The promotional price (marketingPrice) in fen; shown only when positive and below the shop price (spec §9). */
  promoFen?: number | null;
  /** A starting price over several specifications: 起 follows it (spec §9). */
  isFrom?: boolean;
  /** Discount labels, already worded (满2件9折, spec §9). */
  labels?: readonly string[];
  /** Hot item (isHot). */
  isHot?: boolean;
  /** New item (isNew). */
  isNew?: boolean;
  /**
   * A visible word naming the leading price where it is not the shop's promotion (权益金价 in the
   * staff royalty shop, with `promoFen` the rights-fund price); it stands in for the hidden 现价.
   */
  priceCaption?: string;
};

/** Words every card needs; ui-kit never translates. */
export type ProductCardLabels = {
  /** The hot mark (热卖). */
  hot: string;
  /** The new mark (新品). */
  new: string;
  /** The starting-price suffix (起). */
  from: string;
  /** Announced before a struck shop price (原价). */
  original: string;
  /** Announced before a promotional price (现价). */
  current: string;
};

export type ProductCardProps = {
  product: ProductCardData;
  labels: ProductCardLabels;
  /** Outline level of the title, to fit the page (3 under a results heading). */
  headingLevel?: (typeof headingLevels)[number];
  /** Load the picture at once (cards in the first rows, for LCP). */
  priority?: boolean;
};

/**
 * A product in a list or a pop-up: picture, marks (热卖, 新品), title as the link, brand and series,
 * price (promo price and 起 by spec §9) and discount labels. The whole card is one link target
 * through its title; the picture is decorative beside it.
 */
export function ProductCard({ product, labels, headingLevel = 3, priority = false }: ProductCardProps) {
  const HeadingTag = `h${headingLevel}` as const;
  const hasMarks = Boolean(product.isHot || product.isNew);
  return (
    <article className={styles.root}>
      <div className={styles.media}>
        <Image src={product.thumb} alt="" ratio="1/1" fit="cover" priority={priority} />
        {hasMarks ? (
          <span className={styles.marks}>
            {product.isHot ? (
              <Badge tone="brand" emphasis="solid">
                {labels.hot}
              </Badge>
            ) : null}
            {product.isNew ? (
              <Badge tone="gold" emphasis="solid">
                {labels.new}
              </Badge>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <HeadingTag className={styles.title}>
          <PlainLink className={styles.link} href={product.href}>
            {product.title}
          </PlainLink>
        </HeadingTag>
        {product.subtitle ? <p className={styles.subtitle}>{product.subtitle}</p> : null}
        <div className={styles.price}>
          {product.priceCaption ? <span className={styles.priceCaption}>{product.priceCaption}</span> : null}
          {product.promoFen != null ? (
            <Price
              fen={product.shopFen}
              promoFen={product.promoFen}
              isFrom={product.isFrom}
              fromLabel={labels.from}
              originalLabel={labels.original}
              currentLabel={product.priceCaption ? '' : labels.current}
            />
          ) : (
            <Price fen={product.shopFen} isFrom={product.isFrom} fromLabel={labels.from} />
          )}
        </div>
        {product.labels && product.labels.length > 0 ? (
          <ul className={styles.labels}>
            {product.labels.map((label) => (
              <li key={label}>
                <Badge tone="critical">{label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
