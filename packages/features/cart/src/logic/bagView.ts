import {
  bagLineKey,
  computeDiscounts,
  rulesFromActivities,
  yuanToFen,
  type ActivityResult,
  type DiscountResult,
} from '@mall/contract';
import { type CartItem } from '@mall/contract/cart';
import { type CheckoutLine } from '@mall/contract/checkout';
import { type DiscountActivity } from '@mall/contract/goods';
import { categoryLines, type CategoryLineKey } from '@mall/core';
import type { BagLineData } from '@mall/ui-kit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How each category line's value is written (spec §9): grams, ring size, chain length. */
const valueKeys: Partial<Record<CategoryLineKey, string>> = {
  weight: 'lines.grams',
  goldWeight: 'lines.grams',
  ringSize: 'lines.ringSizeValue',
  chainLength: 'lines.chainLengthValue',
};

/** The bag line of ui-kit for one cart item: category lines of spec §9, customisation, prices in fen, presale where set. */
export function toBagLineData(item: CartItem, t: Translate, goodsHref?: (mouldNo: string) => string): BagLineData {
  const facts = categoryLines(item.productTypeID, item.productGroupID, item.category).map((line) => {
    const valueKey = valueKeys[line.key];
    return { label: t(`lines.${line.key}`), value: valueKey ? t(valueKey, { value: line.value }) : line.value };
  });
  for (const key of ['customizedSize', 'customizedStyle', 'customizedDirection'] as const) {
    const value = item.category[key];
    if (value) facts.push({ label: t(`lines.${key}`), value });
  }
  const promo = yuanToFen(item.marketingPrice);
  const subtitle = [item.brandName, item.seriesName].filter(Boolean).join(' · ');
  return {
    id: bagLineKey(item),
    title: item.title,
    ...(goodsHref ? { href: goodsHref(item.mouldNo) } : {}),
    thumb: item.thumb,
    ...(subtitle ? { subtitle } : {}),
    facts,
    shopFen: item.shopPriceFen,
    promoFen: promo > 0 ? promo : null,
    buyNum: item.buyNum,
    stock: item.stockQtyWeb,
    isValid: item.cartValid !== 0,
    ...(item.cartValid === 0 ? { invalidText: t(`invalid.${item.invalidReason || 'offSale'}`) } : {}),
    ...(item.ispresell === 1
      ? {
          presale: {
            presellFen: yuanToFen(item.presellprice),
            depositFen: yuanToFen(item.deposit),
            depositSwellFen: yuanToFen(item.depositswell),
            ...(item.finalpaytimestarttext && item.finalpaytimeendtext
              ? {
                  finalPayText: t('presale.finalPay', {
                    start: item.finalpaytimestarttext,
                    end: item.finalpaytimeendtext,
                  }),
                }
              : {}),
          },
        }
      : {}),
  };
}

/** The bag's totals (spec §3 cart state, §9): the selected lines at their unit price, the activities, staff without discounts. */
export function bagTotals(
  selected: readonly CartItem[],
  activities: readonly DiscountActivity[] | undefined,
  isStaff: boolean,
): DiscountResult {
  const lines = selected.map((item) => ({
    goodsId: item.goodID,
    attribute: item.attribute,
    unitPriceFen: item.unitPriceFen,
    qty: item.buyNum,
  }));
  return computeDiscounts(lines, rulesFromActivities(activities), { isStaff });
}

/** One note per activity touching the selection: what it gave, or what is still missing. */
export function activityNotes(totals: DiscountResult, t: Translate, formatFen: (fen: number) => string): string[] {
  const note = (result: ActivityResult) => {
    if (result.reached) return t('notes.reached', { label: result.label, amount: formatFen(result.reductionFen) });
    if (result.mType === 10) return t('notes.shortPieces', { label: result.label, count: result.shortBy });
    return t('notes.shortAmount', { label: result.label, amount: formatFen(result.shortBy) });
  };
  return [...totals.fullMinus, ...totals.quantityDiscount].map(note);
}

/** The lines handed to /pay (checkout contract CheckoutLine). */
export function checkoutLines(selected: readonly CartItem[]): CheckoutLine[] {
  return selected.map((item) => ({ goodID: item.goodID, attribute: item.attribute, buyNum: item.buyNum }));
}
