import { useId, type ReactNode } from 'react';
import { Image } from '../../../primitives/media/Image/Image';
import * as styles from './RelatedGoods.css';

/** One piece of the row: its page, picture, title and price. */
export type RelatedGoodsItem = {
  id: string | number;
  href: string;
  /** The square picture (decorative: the title names the link). */
  imageSrc: string;
  title: string;
  /** The price as drawn by Price (with the promotion struck, if any). */
  price: ReactNode;
};

export type RelatedGoodsProps = {
  /** The section's heading (猜你喜欢). */
  title: string;
  items: readonly RelatedGoodsItem[];
};

/** Pieces to look at next under a product (spec §7 getProductsList): small cards in a filling grid. */
export function RelatedGoods({ title, items }: RelatedGoodsProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.id}>
            <a className={styles.card} href={item.href}>
              <Image src={item.imageSrc} alt="" ratio="1/1" />
              <span className={styles.cardTitle}>{item.title}</span>
              {item.price}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
