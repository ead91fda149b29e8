import type { GoodsDetail } from '@mall/contract/goods';

/** What 加入购物袋 outside the product page can do with a piece (issue #13: add to bag from a footprint). */
export type QuickAddChoice =
  /** One specification in stock: added at once. */
  | { kind: 'add'; attribute: string }
  /** Sizes or lengths to choose, a presale or a points piece: the product page asks. */
  | { kind: 'choose' }
  /** Its only specification is sold out. */
  | { kind: 'soldOut' };

/**
 * Whether a piece can go into the bag without its product page: only when there is exactly one
 * specification to buy and nothing else to decide (a presale piece has its deposit terms, a points
 * piece its points, both read on the product page first).
 */
export function quickAddChoice(goods: Pick<GoodsDetail, 'skus' | 'isPresell' | 'pointProductType'>): QuickAddChoice {
  if (goods.isPresell || goods.pointProductType !== null || goods.skus.length !== 1) return { kind: 'choose' };
  const [sku] = goods.skus;
  if (!sku || sku.stockQtyWeb <= 0) return { kind: 'soldOut' };
  return { kind: 'add', attribute: sku.attribute };
}
