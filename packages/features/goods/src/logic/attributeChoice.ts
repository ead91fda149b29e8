import type { AttributeOptions, GoodsSku } from '@mall/contract/goods';

/** The attribute dimensions a shopper chooses, in the order the contract keys them. */
export const attributeDimensions = [
  'ringSize',
  'chainLength',
  'customizedSize',
  'customizedStyle',
  'customizedDirection',
] as const;
export type AttributeDimension = (typeof attributeDimensions)[number];

/** The chosen value of each dimension the piece has. */
export type AttributeSelection = Partial<Record<AttributeDimension, string>>;

/** Why an option cannot be chosen. */
export type OptionBlock = 'soldOut';

/** One option of a dimension, as the picker shows it. */
export type AttributeChoiceOption = { value: string; block: OptionBlock | null };

/** One picker: a dimension and its options. */
export type AttributeChoiceGroup = { dimension: AttributeDimension; options: AttributeChoiceOption[] };

function matches(sku: GoodsSku, selection: AttributeSelection, except?: AttributeDimension) {
  return attributeDimensions.every(
    (dimension) =>
      dimension === except || selection[dimension] === undefined || sku[dimension] === selection[dimension],
  );
}

/** The dimensions this piece offers (those with at least one option). */
export function activeDimensions(options: AttributeOptions): AttributeDimension[] {
  return attributeDimensions.filter((dimension) => options[dimension].length > 0);
}

/** The SKU of a full selection, or undefined when that combination does not exist. */
export function skuFor(skus: readonly GoodsSku[], selection: AttributeSelection): GoodsSku | undefined {
  return skus.find((sku) => attributeDimensions.every((dimension) => sku[dimension] === (selection[dimension] ?? '')));
}

function selectionOf(sku: GoodsSku, dimensions: readonly AttributeDimension[]): AttributeSelection {
  return Object.fromEntries(dimensions.map((dimension) => [dimension, sku[dimension]]));
}

/**
 * The selection a page opens with: the first SKU with web stock, else the first SKU (a sold-out
 * piece still shows its price). Empty for a piece without SKUs.
 */
export function initialSelection(skus: readonly GoodsSku[], options: AttributeOptions): AttributeSelection {
  const sku = skus.find((candidate) => candidate.stockQtyWeb > 0) ?? skus[0];
  return sku ? selectionOf(sku, activeDimensions(options)) : {};
}

/**
 * The pickers: each dimension's options in the server's order. An option is blocked as sold out
 * when every SKU that has it (with the other chosen values, or any SKU if that combination does
 * not exist) has no web stock (spec §4: stock decides what can be bought).
 */
export function choiceGroups(
  skus: readonly GoodsSku[],
  options: AttributeOptions,
  selection: AttributeSelection,
): AttributeChoiceGroup[] {
  return activeDimensions(options).map((dimension) => ({
    dimension,
    options: options[dimension].map((value) => {
      const withValue = skus.filter((sku) => sku[dimension] === value);
      const sameOthers = withValue.filter((sku) => matches(sku, selection, dimension));
      const candidates = sameOthers.length > 0 ? sameOthers : withValue;
      const isSoldOut = candidates.every((sku) => sku.stockQtyWeb === 0);
      return { value, block: isSoldOut ? 'soldOut' : null };
    }),
  }));
}

/**
 * The selection after choosing `value` for `dimension`: the other choices stay when that
 * combination exists; otherwise they move to the first SKU with the value (in stock first).
 */
export function choose(
  skus: readonly GoodsSku[],
  options: AttributeOptions,
  selection: AttributeSelection,
  dimension: AttributeDimension,
  value: string,
): AttributeSelection {
  const next = { ...selection, [dimension]: value };
  if (skuFor(skus, next)) return next;
  const withValue = skus.filter((sku) => sku[dimension] === value);
  const sku = withValue.find((candidate) => candidate.stockQtyWeb > 0) ?? withValue[0];
  return sku ? selectionOf(sku, activeDimensions(options)) : next;
}

/** Stock at or below this is announced as low (仅剩N件). */
export const lowStockThreshold = 3;

/** The stock state a summary shows for a quantity in web stock. */
export function stockState(stock: number): 'inStock' | 'low' | 'soldOut' {
  if (stock <= 0) return 'soldOut';
  return stock <= lowStockThreshold ? 'low' : 'inStock';
}
