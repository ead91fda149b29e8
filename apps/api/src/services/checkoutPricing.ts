import { computeDiscounts, fenToYuan, pointsWorthFen, rulesFromActivityRows } from '@mall/contract';
import { type OrderConfirm, type PricedLine } from '@mall/contract/checkout';
import type { ActivityRow, GoldReading } from '../repositories/goods';

/** A priced line with the ids the order needs (not sent to the shopper). */
export type PricedRow = PricedLine & { skuId: number };

/** What the buyer can spend besides money: a member's points and gift card; staff have neither. */
export type Wallet = { points: number; giftCardFen: number; giftCardEnabled: boolean };

/** Discounts of spec §9 for these lines (0 for staff, who skip them). */
export type Discounts = { fullMinusFen: number; quantityDiscountFen: number };

/**
 * spec §9 discounts through the shared pure module of `@mall/contract` (rules/discounts.ts, written
 * with the bag). The bag shows the same numbers the server charges.
 */
export function discountsOf(
  lines: readonly PricedRow[],
  activities: readonly ActivityRow[],
  isStaff: boolean,
): Discounts {
  const result = computeDiscounts(
    lines.map((line) => ({
      goodsId: line.goodID,
      attribute: line.attribute,
      unitPriceFen: line.unitPriceFen,
      qty: line.buyNum,
    })),
    rulesFromActivityRows(activities),
    { isStaff },
  );
  return { fullMinusFen: result.fullMinusFen, quantityDiscountFen: result.quantityDiscountFen };
}

/** The most points whose worth does not exceed `fen`. */
export function pointsForFen(fen: number, rate: number): number {
  return Math.floor((fen * rate) / 100);
}

/**
 * The confirmation of spec §9 / DESIGN.md §7, in integer fen: goods total − discounts, then points
 * (capped by what the member has and by what is left to pay), then gift card (capped likewise).
 * The payable never goes below zero.
 */
export function confirmation(
  lines: readonly (PricedRow & { presale?: unknown; pointProductType?: unknown })[],
  discounts: Discounts,
  wallet: Wallet,
  asked: { usePoints?: number | undefined; useGiftCard?: boolean | undefined },
  rate: number,
  gold: GoldReading | undefined,
): OrderConfirm {
  const goodsTotalFen = lines.reduce((sum, line) => sum + line.subtotalFen, 0);
  const fullMinusFen = Math.min(discounts.fullMinusFen, goodsTotalFen);
  const quantityDiscountFen = Math.min(discounts.quantityDiscountFen, goodsTotalFen - fullMinusFen);
  const afterDiscounts = goodsTotalFen - fullMinusFen - quantityDiscountFen;
  const pointsUsed = Math.max(0, Math.min(asked.usePoints ?? 0, wallet.points, pointsForFen(afterDiscounts, rate)));
  const pointsFen = pointsWorthFen(pointsUsed, rate);
  const afterPoints = afterDiscounts - pointsFen;
  const giftCardFen =
    asked.useGiftCard && wallet.giftCardEnabled ? Math.max(0, Math.min(wallet.giftCardFen, afterPoints)) : 0;
  const perGram = lines.some((line) => line.pricingMode === 'per_gram');
  return {
    lines: lines.map(({ skuId: _skuId, presale: _presale, pointProductType: _type, ...line }) => line),
    goodsTotalFen,
    fullMinusFen,
    quantityDiscountFen,
    pointsUsed,
    pointsFen,
    giftCardFen,
    payableFen: afterPoints - giftCardFen,
    goldPrice: perGram && gold ? { todayPriceHK: fenToYuan(gold.hk), inputTime: gold.inputTime.toISOString() } : null,
    presale: null,
  };
}
