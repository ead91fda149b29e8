import { Suspense } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { ProductCard, type ProductCardData, type ProductCardLabels } from '../ProductCard/ProductCard';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import type { headingLevels } from '../../../primitives/typography/Text/Text';
import * as styles from './ProductGrid.css';

export const productGridColumns = [2, 3, 4] as const;

export type ProductGridProps = {
  /** The products to show, in order. */
  products: readonly ProductCardData[];
  /** Words every card needs (热卖, 新品, 起, 原价, 现价). */
  labels: ProductCardLabels;
  /** Accessible name of the list (搜索结果). */
  'aria-label': string;
  /** Cards per row: 4 on the goods list, 3 in the search pop-up. */
  columns?: (typeof productGridColumns)[number];
  /** Outline level of each card's title. */
  headingLevel?: (typeof headingLevels)[number];
  /** Show placeholders instead of products (the first load of a page of results). */
  loading?: boolean;
  /** How many placeholders while loading. */
  loadingCount?: number;
  /** Announced while loading (商品加载中). */
  loadingLabel?: string;
};

/**
 * Products as a list of cards in a grid. The first row's pictures load at once (they are the
 * page's largest paint); while loading, placeholder cards keep the layout from shifting.
 */
export function ProductGrid({
  products,
  labels,
  'aria-label': ariaLabel,
  columns = 4,
  headingLevel = 3,
  loading = false,
  loadingCount = 8,
  loadingLabel,
}: ProductGridProps) {
  if (loading) {
    return (
      <div aria-busy="true">
        {loadingLabel ? (
          <span role="status" className={visuallyHidden}>
            {loadingLabel}
          </span>
        ) : null}
        <ul className={styles.grid({ columns })} aria-hidden="true">
          {Array.from({ length: loadingCount }, (_, index) => (
            <li key={index} className={styles.placeholder}>
              <Skeleton shape="rect" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={styles.grid({ columns })} aria-label={ariaLabel}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          {/* Each card its own Suspense boundary (nothing in it waits): a server-rendered grid hydrates
              card by card, in short tasks, rather than all twenty at once. */}
          <Suspense fallback={null}>
            {/* The first two rows load at once: on a phone, two across, that is every card above the
                fold, one of which is the page's LCP (issue #16: a lazy third-row card held it back). */}
            <ProductCard product={product} labels={labels} headingLevel={headingLevel} priority={index < columns * 2} />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}
