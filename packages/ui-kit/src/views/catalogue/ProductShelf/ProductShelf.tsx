import { useId } from 'react';
import { Heading } from '../../../primitives/typography/Text/Text';
import type { ProductCardData, ProductCardLabels } from '../ProductCard/ProductCard';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import * as styles from './ProductShelf.css';

export type ProductShelfProps = {
  /** The section's heading, also the list's name (为您推荐). */
  title: string;
  /** The products, in order. */
  products: readonly ProductCardData[];
  /** Words every card needs (热卖, 新品, 起, 原价, 现价). */
  labels: ProductCardLabels;
};

/** A titled section of product cards (the recommendations under an empty result). */
export function ProductShelf({ title, products, labels }: ProductShelfProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      <ProductGrid products={products} labels={labels} aria-label={title} />
    </section>
  );
}
