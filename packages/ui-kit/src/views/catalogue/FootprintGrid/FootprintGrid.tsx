import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Button } from '../../../primitives/controls/Button/Button';
import { ProductCard, type ProductCardData, type ProductCardLabels } from '../ProductCard/ProductCard';
import * as grid from '../ProductGrid/ProductGrid.css';
import * as styles from './FootprintGrid.css';

/** One piece in the history: its card, and whether it can still be bought. */
export type FootprintItem = {
  product: ProductCardData;
  /** Taken off sale since it was opened: shown muted with 已下架, without 加入购物袋. */
  isOffSale: boolean;
};

/** One day of the history. */
export type FootprintDayGroup = {
  /** YYYY-MM-DD, also the heading's machine-readable date. */
  day: string;
  /** The heading as the shopper reads it (今天, 昨天, 11月20日). */
  heading: string;
  items: readonly FootprintItem[];
};

export type FootprintGridLabels = ProductCardLabels & {
  /** The off-sale mark (已下架). */
  offSale: string;
  /** The add button's text (加入购物袋). */
  addToBag: string;
  /** Its accessible name, naming the piece (将 {title} 加入购物袋). */
  addToBagFor: (title: string) => string;
  /** Announced while a piece is being added (加入中). */
  adding: string;
};

export type FootprintGridProps = {
  days: readonly FootprintDayGroup[];
  labels: FootprintGridLabels;
  /** Adds a piece to the bag (by its card id); absent: no add buttons. */
  onAddToBag?: (product: ProductCardData) => void;
  /** The card id being added now: its button shows progress, the others wait. */
  addingId?: string;
};

/**
 * The browsing history (issue #13 myTracks): a heading per day (newest first) over a grid of the
 * pieces opened that day. A piece taken off sale stays in the history, muted and marked 已下架,
 * with nothing to buy; the others offer 加入购物袋 under their card.
 */
export function FootprintGrid({ days, labels, onAddToBag, addingId }: FootprintGridProps) {
  return (
    <div className={styles.root}>
      {days.map((day) => (
        <section key={day.day} aria-labelledby={`footprint-day-${day.day}`} className={styles.day}>
          <h2 id={`footprint-day-${day.day}`} className={styles.heading}>
            <time dateTime={day.day}>{day.heading}</time>
          </h2>
          <ul className={grid.grid({ columns: 4 })}>
            {day.items.map((item) => (
              <li
                key={item.product.id}
                className={item.isOffSale ? `${styles.item} ${styles.offSaleItem}` : styles.item}
              >
                <ProductCard product={item.product} labels={labels} headingLevel={3} />
                {item.isOffSale ? (
                  <span className={styles.offSale}>
                    <Badge tone="neutral" emphasis="solid">
                      {labels.offSale}
                    </Badge>
                  </span>
                ) : onAddToBag ? (
                  <span className={styles.action}>
                    <Button
                      tone="secondary"
                      size="small"
                      isBlock
                      loading={addingId === item.product.id}
                      loadingLabel={labels.adding}
                      isDisabled={addingId !== undefined && addingId !== item.product.id}
                      aria-label={labels.addToBagFor(item.product.title)}
                      onPress={() => onAddToBag(item.product)}
                    >
                      {labels.addToBag}
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
