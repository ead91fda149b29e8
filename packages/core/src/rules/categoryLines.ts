/**
 * Spec §9 category lines: which facts of a piece (from its category object, spec §3) are listed
 * under its title on the product page, in the bag and at checkout. The mall's rule alone (the
 * server sends the category object, never the lines), so it sits below the three features that
 * show it; pure. The label keys are the contract's (a guarantee prints the same facts).
 */
import type { categoryLineKeys } from '@mall/contract';

/** The category object of spec §3 as far as the lines read it (weights in grams, as text); the contract's CategoryObject fits. */
export type CategoryLineSource = {
  totalWeight?: string | null;
  goldWeight?: string | null;
  /** Clarity (净度). */
  detailShape?: string | null;
  /** Colour (颜色). */
  detailSize?: string | null;
  /** Carat (克拉). */
  detailCount?: string | null;
  ringSize?: string | null;
  /** The chain length; the spec spells it both ways. */
  actualLength?: string | null;
  actualLenth?: string | null;
};

export type CategoryLineKey = (typeof categoryLineKeys)[number];

/** One line: a label key and the value as the server sent it (grams for weights). */
export type CategoryLine = { key: CategoryLineKey; value: string };

/** Product types whose weight is shown (spec §9: 9 and 4). */
export const weightProductTypes: readonly number[] = [9, 4];
/** Product type whose gold weight is shown (spec §9: 10). */
export const goldWeightProductType = 10;
/** Product type whose clarity, colour and carat are shown (spec §9: 1). */
export const diamondProductType = 1;
/** Product group whose ring size is shown (spec §9: 1). */
export const ringGroup = 1;
/** Product groups whose chain length is shown (spec §9: 4, 5, 6, 34). */
export const chainGroups: readonly number[] = [4, 5, 6, 34];

/**
 * The category lines of one piece (spec §9): product types 9 and 4 show the weight; 10 the gold
 * weight; 1 clarity, colour and carat; group 1 the ring size; groups 4, 5, 6 and 34 the chain
 * length. A line whose value is missing or blank is left out rather than shown empty.
 */
export function categoryLines(
  productTypeId: number,
  productGroupId: number,
  category: CategoryLineSource,
): CategoryLine[] {
  const candidates: [CategoryLineKey, string | null | undefined][] = [];
  if (weightProductTypes.includes(productTypeId)) candidates.push(['weight', category.totalWeight]);
  if (productTypeId === goldWeightProductType) candidates.push(['goldWeight', category.goldWeight]);
  if (productTypeId === diamondProductType) {
    candidates.push(
      ['clarity', category.detailShape],
      ['colour', category.detailSize],
      ['carat', category.detailCount],
    );
  }
  if (productGroupId === ringGroup) candidates.push(['ringSize', category.ringSize]);
  if (chainGroups.includes(productGroupId))
    candidates.push(['chainLength', category.actualLength ?? category.actualLenth]);
  return candidates.flatMap(([key, raw]) => {
    const value = raw?.trim();
    return value ? [{ key, value }] : [];
  });
}
