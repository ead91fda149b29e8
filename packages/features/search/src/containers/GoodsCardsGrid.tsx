import type { GoodsCard } from '@mall/contract/goods';
import { ProductGrid } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useProductCards } from '../hooks/useProductCards';

export type GoodsCardsGridProps = {
  /** The cards another part of the mall read (a topic's pieces). */
  cards: readonly GoodsCard[];
  /** The grid's accessible name. */
  'aria-label': string;
  /** Where a piece opens (the app's /goods?mouldNo=…). */
  productHref: (mouldNo: string) => string;
  /** The level of each card's title heading (3 under a section's heading). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Goods cards drawn as the goods list draws them (picture, title, price, labels, link), for a page whose own call
 * brought the cards: a topic's pieces (issue #31 item 2). The app hands it to the page that needs it.
 */
export function GoodsCardsGrid({ cards, 'aria-label': ariaLabel, productHref, headingLevel = 3 }: GoodsCardsGridProps) {
  const { labels, toCards } = useProductCards(productHref);
  const products = useMemo(() => toCards(cards), [cards, toCards]);
  return <ProductGrid products={products} labels={labels} aria-label={ariaLabel} headingLevel={headingLevel} />;
}
