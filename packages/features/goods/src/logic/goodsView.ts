import { yuanToFen } from '@mall/contract';
import { type DiscountActivity, type GoodsImage } from '@mall/contract/goods';
import { categoryLines, type CategoryLineKey, type CategoryLineSource } from '@mall/core';

/** How each category line's value is written (spec §9 lines): weights in grams, sizes and lengths with their unit. */
const valueKeys: Partial<Record<CategoryLineKey, string>> = {
  weight: 'lines.grams',
  goldWeight: 'lines.grams',
  ringSize: 'lines.ringSizeValue',
  chainLength: 'lines.chainLengthValue',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The category lines of spec §9, translated for the summary (金重 3.52克, 手寸 12号). */
export function translatedLines(
  productTypeId: number,
  productGroupId: number,
  category: CategoryLineSource,
  t: Translate,
) {
  return categoryLines(productTypeId, productGroupId, category).map((line) => {
    const valueKey = valueKeys[line.key];
    return { label: t(`lines.${line.key}`), value: valueKey ? t(valueKey, { value: line.value }) : line.value };
  });
}

/** The promo price in fen, or null when the server sent none ("0.00"); Price applies the rule of spec §9. */
export function promoFen(marketingPrice: string): number | null {
  const fen = yuanToFen(marketingPrice);
  return fen > 0 ? fen : null;
}

/** The main pictures first, in their order; detail pictures after (productsImages/query). */
export function galleryOrder(images: readonly GoodsImage[]): GoodsImage[] {
  return [...images].sort((a, b) => (a.kind === b.kind ? a.sort - b.sort : a.kind === 'main' ? -1 : 1));
}

/** The activities as the promotion badges show them (spec §3: marketingLabelName and ADWord). */
export function toMarketingBadges(activities: readonly DiscountActivity[] | undefined) {
  return (activities ?? []).map((activity) => ({
    id: activity.ID,
    label: activity.marketingLabelName || activity.MTypeDesc,
    adWord: activity.ADWord || undefined,
  }));
}

/** Grams as the server sent them, without trailing zeros beyond two decimals ("3.250" → "3.25"). */
export function gramsText(grams: string): string {
  return grams.replace(/^(\d+\.\d\d)0$/, '$1');
}
