import type { CategoryObject } from '@mall/contract/goods';
import type { TradeSnapshot } from '@mall/contract/orders';
import { categoryLines, type CategoryLineKey } from '@mall/core';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How each category line's value is written (spec §9): grams, ring size, chain length. */
const valueKeys: Partial<Record<CategoryLineKey, string>> = {
  weight: 'lines.grams',
  goldWeight: 'lines.grams',
  ringSize: 'lines.ringSizeValue',
  chainLength: 'lines.chainLengthValue',
};

/**
 * The spec §9 category lines of a piece as it was sold, then its customisation, worded (金重 3.25克,
 * 手寸 12号, 定制款式 素面).
 */
export function pieceFacts(
  piece: { productTypeID: number; productGroupID: number; category: CategoryObject },
  t: Translate,
): { label: string; value: string }[] {
  const facts = categoryLines(piece.productTypeID, piece.productGroupID, piece.category).map((line) => {
    const valueKey = valueKeys[line.key];
    return { label: t(`lines.${line.key}`), value: valueKey ? t(valueKey, { value: line.value }) : line.value };
  });
  for (const key of ['customizedSize', 'customizedStyle', 'customizedDirection'] as const) {
    const value = piece.category[key];
    if (value) facts.push({ label: t(`lines.${key}`), value });
  }
  return facts;
}

/**
 * The facts of a trade snapshot in the order the page lists them (issue #12): order number, brand,
 * series, mould number, the category lines and customisation, quantity. Empty ones are left out.
 */
export function snapshotFacts(snapshot: TradeSnapshot, t: Translate): { label: string; value: string }[] {
  const facts = [
    { label: t('snapshot.orderNo'), value: snapshot.orderNo },
    { label: t('snapshot.brand'), value: snapshot.brandName },
    { label: t('snapshot.series'), value: snapshot.seriesName },
    { label: t('snapshot.mouldNo'), value: snapshot.mouldNo },
    ...pieceFacts(snapshot, t),
    { label: t('snapshot.quantity'), value: String(snapshot.buyNum) },
  ];
  return facts.filter((fact) => fact.value !== '');
}
