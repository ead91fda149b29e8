import type { OrderFacts } from '@mall/contract';

/**
 * Where a deadline stands at `now`, as the order list's SQL groups it: 1 not passed (now ≤ deadline),
 * 0 passed, null none. The status rules (contract rules/orderStatus.ts) compare every deadline with
 * now and nothing else, so this is all of a deadline they read.
 */
export type DeadlineSide = 1 | 0 | null;

export function deadlineSide(iso: string | null, now: Date): DeadlineSide {
  if (iso === null) return null;
  return now.getTime() <= Date.parse(iso) ? 1 : 0;
}

/** A deadline that stands on that side of `now`: now itself (not passed) or a millisecond before. */
export function deadlineOnSide(side: DeadlineSide, now: Date): string | null {
  if (side === null) return null;
  return new Date(now.getTime() - (side === 1 ? 0 : 1)).toISOString();
}

/** What the status label reads of an order, its deadlines by side: one row per combination in the list's counts. */
export type LabelGroup = Pick<
  OrderFacts,
  | 'orderState'
  | 'orderType'
  | 'paymentState'
  | 'relatedOrderState'
  | 'relatedPaymentState'
  | 'isPreSellEnd'
  | 'isTransferGift'
  | 'transferGiftState'
  | 'source'
> & { payDeadline: DeadlineSide; depositEndPayTime: DeadlineSide; balanceEndPayTime: DeadlineSide };

/**
 * Facts that read as every order of the group reads at `now` (issue #12 order-list speed: the list
 * counts its tabs from a few groups instead of every order). The lines and the review do not bear
 * on the status label.
 */
export function groupFacts(group: LabelGroup, now: Date): OrderFacts {
  return {
    ...group,
    payDeadline: deadlineOnSide(group.payDeadline, now),
    depositEndPayTime: deadlineOnSide(group.depositEndPayTime, now),
    balanceEndPayTime: deadlineOnSide(group.balanceEndPayTime, now),
    firstPointProductType: null,
    goodsCount: 0,
    isReviewed: false,
  };
}

/** The label groups as they were read, with what they were read at. */
export type GroupsReading<G> = {
  /** The buyer's order-change counter (buyer_order_versions) read before the groups. */
  version: number;
  /** When (clock ms) they were read. */
  readAt: number;
  /** The earliest deadline still to come then (ms), from which some group may read otherwise; null: none. */
  until: number | null;
  groups: G;
};

/**
 * Whether an earlier reading of the groups still holds (issue #12 list speed): no order or refund of the buyer
 * has changed since (the counter stands), the clock has not gone back, and no deadline has passed since.
 * The groups read nothing else (see `LabelGroup`).
 */
export function groupsStillHold(reading: GroupsReading<unknown>, version: number, now: number): boolean {
  return reading.version === version && now >= reading.readAt && (reading.until === null || now < reading.until);
}
