import { balanceWindow, OrderErrorCode, type OrderConfirm, type PresaleDetail } from '@mall/contract/checkout';
import type { Db } from '../db/database';
import type { OrderRow } from '../repositories/orderBasics';
import { linkedOrder } from '../repositories/presale';
import type { PricedRow } from './checkoutPricing';

// Presale (预售) deposit and final payment (尾款) (issue #12; spec §3 cart item presale fields and
// order types; §4 labels and the final-payment button). The contract's presale.ts states the house
// rule; these are its pure parts, the transitions are in repositories/presale.ts.

/** A presale piece's terms on a priced line: its deposit per piece and its final-payment window. */
export type PresaleTerms = { depositFen: number; finalPayStartAt: Date | null; finalPayEndAt: Date | null };

/** A refusal of a presale checkout: HTTP 409 with the order error code and a message for the shopper. */
export type PresaleRefusal = { code: number; msg: string };

/**
 * The confirmation of a checkout holding a presale piece (contract presale.ts): the piece alone, at
 * its presell price, without discounts, points or gift card; the payable is the deposit. A refusal
 * when other lines come with it, when it is to be a gift, or when its final-payment window is over.
 * Undefined when no line is a presale piece (the ordinary confirmation applies).
 */
export function presaleConfirmation(
  rows: readonly (PricedRow & { presale: PresaleTerms | null })[],
  now: Date,
  isGift = false,
): { confirm: OrderConfirm } | { refusal: PresaleRefusal } | undefined {
  const presale = rows.find((row) => row.presale !== null);
  if (!presale?.presale) return undefined;
  if (rows.length > 1) {
    return {
      refusal: {
        code: OrderErrorCode.ORDER_PRESALE_ALONE,
        msg: `预售商品「${presale.title}」需单独结算：请先把其他商品移出本次结算`,
      },
    };
  }
  if (isGift) {
    return { refusal: { code: OrderErrorCode.ORDER_PRESALE_ALONE, msg: '预售商品暂不支持作为礼物转赠' } };
  }
  const { depositFen, finalPayStartAt, finalPayEndAt } = presale.presale;
  const window = { start: finalPayStartAt?.toISOString() ?? null, end: finalPayEndAt?.toISOString() ?? null };
  if (!finalPayEndAt || balanceWindow(window, now) === 'over') {
    return {
      refusal: { code: OrderErrorCode.ORDER_PRESALE_OVER, msg: `「${presale.title}」的预售已结束，无法再支付定金` },
    };
  }
  const goodsTotalFen = presale.subtotalFen;
  const depositTotal = Math.min(depositFen * presale.buyNum, goodsTotalFen);
  const { presale: _terms, skuId: _skuId, ...line } = presale;
  return {
    confirm: {
      lines: [line],
      goodsTotalFen,
      fullMinusFen: 0,
      quantityDiscountFen: 0,
      pointsUsed: 0,
      pointsFen: 0,
      giftCardFen: 0,
      payableFen: depositTotal,
      goldPrice: null,
      presale: {
        depositFen: depositTotal,
        balanceFen: goodsTotalFen - depositTotal,
        balanceStartPayTime: (finalPayStartAt ?? now).toISOString(),
        balanceEndPayTime: finalPayEndAt.toISOString(),
      },
    },
  };
}

/**
 * When an unpaid deposit order must be paid: the shop's payment deadline, but never after the
 * final-payment window closes (a deposit after it would buy nothing).
 */
export function depositDeadline(now: Date, payMinutes: number, finalPayEndAt: Date): Date {
  return new Date(Math.min(now.getTime() + payMinutes * 60_000, finalPayEndAt.getTime()));
}

/** Why a balance order cannot be paid now, or undefined when its window is open (spec §4 final payment). */
export function balanceRefusal(
  window: { start: Date | null; end: Date | null },
  now: Date,
  timeText: (at: Date) => string,
): string | undefined {
  const state = balanceWindow(
    { start: window.start?.toISOString() ?? null, end: window.end?.toISOString() ?? null },
    now,
  );
  if (state === 'notStarted' && window.start) return `尾款支付尚未开始，请于 ${timeText(window.start)} 后支付`;
  if (state === 'over' && window.end) {
    return `尾款支付已于 ${timeText(window.end)} 截止，订单已关闭，定金按预售规则不予退还`;
  }
  return undefined;
}

/** The order columns the presale part of a detail reads. */
type PresaleColumns = Pick<
  OrderRow,
  | 'orderNo'
  | 'orderType'
  | 'paymentState'
  | 'payFen'
  | 'goodsTotalFen'
  | 'relatedOrderId'
  | 'balanceStartPayTime'
  | 'balanceEndPayTime'
>;

/**
 * The presale part of a deposit or balance order's detail (contract PresaleDetail): both orders'
 * numbers, amounts and payment states, read live, and the final-payment window; null for any other.
 */
export async function presaleDetail(db: Db, row: PresaleColumns): Promise<PresaleDetail | null> {
  if (row.orderType !== 1 && row.orderType !== 2) return null;
  const linked = row.relatedOrderId === null ? undefined : await linkedOrder(db, row.relatedOrderId);
  const isDeposit = row.orderType === 1;
  const otherFen = row.goodsTotalFen - row.payFen;
  const window = {
    balanceStartPayTime: row.balanceStartPayTime?.toISOString() ?? null,
    balanceEndPayTime: row.balanceEndPayTime?.toISOString() ?? null,
  };
  if (isDeposit) {
    return {
      depositOrderNo: row.orderNo,
      depositFen: row.payFen,
      isDepositPaid: row.paymentState === 1,
      balanceOrderNo: linked?.orderNo ?? null,
      balanceFen: otherFen,
      isBalancePaid: linked?.paymentState === 1,
      ...window,
    };
  }
  return {
    depositOrderNo: linked?.orderNo ?? '',
    depositFen: otherFen,
    isDepositPaid: linked ? linked.paymentState === 1 : true,
    balanceOrderNo: row.orderNo,
    balanceFen: row.payFen,
    isBalancePaid: row.paymentState === 1,
    ...window,
  };
}
