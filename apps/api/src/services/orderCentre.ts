import {
  actualAmountStatus,
  orderButtons,
  orderFlags,
  orderStatusLabel,
  orderTabs,
  type OrderAction,
  type OrderFacts,
  type OrderTab,
} from '@mall/contract';
import {
  ORDER_PAGE_SIZE_DEFAULT,
  orderTabsOf,
  type OrderBuyAgain,
  type OrderDetail,
  type OrderList,
  type OrderListItem,
  type OrderListQuery,
  type OrderTimeline,
  type RefundView,
} from '@mall/contract/orders';
import type { Db } from '../db/database';
import { closeUnpaid, ownOrder } from '../repositories/checkout';
import { type Buyer, type OrderRow } from '../repositories/orderBasics';
import { parcelCounts } from '../repositories/fulfilment';
import { orderGuarantees } from '../repositories/guarantees';
import { orderInvoiceState } from '../repositories/invoices';
import { groupFacts, groupsStillHold, type GroupsReading } from '../lib/labelGroups';
import { RecentMap } from '../lib/recentMap';
import {
  buyerKey,
  orderCentreRepository,
  type LabelColumn,
  type LabelGroupRow,
  type OrderItemRow,
  type RelatedStates,
} from '../repositories/orders';
import { bagFullMessage, cartService } from './cart';
import { giftShareToken } from './gifts';
import { presaleDetail } from './presale';
import { reviewRepository } from '../repositories/reviews';
import { isEveryLineReviewed } from './reviews';

/** The §3 facts of an order as the list and the detail answer them. */
type FactsAnswer = Omit<OrderListItem, 'goodsCount' | 'goodsList' | 'refund'>;

/** The columns of an order the rules read (spec §3). */
type LabelColumns = Pick<OrderRow, LabelColumn>;

/** `reviewedLines`: how many of the lines have their review (the label does not read it; 评价 does). */
/**
 * The shipping address as the order's buyer sees it. A transfer gift ships to its recipient's address once accepted:
 * its sender sees what the gift page shows the recipient, the province, city and district, never the recipient's
 * name, mobile or street (issue #28 §5).
 */
function buyerSeesAddress(
  row: Pick<OrderRow, 'isTransferGift' | 'transferGiftState'>,
  address: NonNullable<OrderRow['addressSnapshot']>,
) {
  const { province, city, district } = address;
  if (row.isTransferGift && row.transferGiftState === 1) {
    return { consignee: '', mobile: '', province, city, district, detail: '' };
  }
  return { consignee: address.consignee, mobile: address.mobile, province, city, district, detail: address.detail };
}

export function ruleFacts(
  row: LabelColumns,
  related: RelatedStates,
  lines: readonly Pick<OrderItemRow, 'pointProductType'>[],
  reviewedLines = 0,
): OrderFacts {
  return {
    orderState: row.orderState,
    orderType: row.orderType === 1 || row.orderType === 2 ? row.orderType : null,
    paymentState: row.paymentState,
    relatedOrderState: related.orderState,
    relatedPaymentState: related.paymentState,
    payDeadline: row.payDeadline?.toISOString() ?? null,
    depositEndPayTime: row.depositEndPayTime?.toISOString() ?? null,
    balanceEndPayTime: row.balanceEndPayTime?.toISOString() ?? null,
    isPreSellEnd: row.isPreSellEnd,
    isTransferGift: row.isTransferGift,
    transferGiftState: row.transferGiftState,
    source: row.source,
    firstPointProductType: lines[0]?.pointProductType ?? null,
    goodsCount: lines.length,
    isReviewed: isEveryLineReviewed(lines.length, reviewedLines),
  };
}

/**
 * The facts answer: the label, amount status and flags derived by the shared rules, never stored;
 * logistics from how many parcels the order left in (the fulfilment records them as it ships).
 */
function factsAnswer(
  row: Pick<OrderRow, 'orderNo' | 'createdAt' | 'saleCode' | 'payFen'>,
  facts: OrderFacts,
  parcelCount: number,
  now: Date,
  relatedOrderNo: string | null,
): FactsAnswer {
  const flags = orderFlags(facts, { parcelCount });
  return {
    orderNo: row.orderNo,
    relatedOrderNo,
    createdAt: row.createdAt.toISOString(),
    orderState: facts.orderState,
    orderType: facts.orderType,
    paymentState: facts.paymentState,
    relatedOrderState: facts.relatedOrderState,
    relatedPaymentState: facts.relatedPaymentState,
    payDeadline: facts.payDeadline,
    depositEndPayTime: facts.depositEndPayTime,
    balanceEndPayTime: facts.balanceEndPayTime,
    isPreSellEnd: facts.isPreSellEnd,
    isTransferGift: facts.isTransferGift,
    transferGiftState: facts.transferGiftState,
    source: facts.source,
    saleCode: row.saleCode,
    showViewLogisticsBtn: flags.showViewLogisticsBtn,
    showRefundBtn: flags.showRefundBtn,
    orderStateDesc: orderStatusLabel(facts, now),
    actualAmountStatus: actualAmountStatus(facts.orderState),
    isReviewed: facts.isReviewed,
    payableFen: row.payFen,
  };
}

/** Each tab's count of orders and the keys of its label groups (the list's page query reads them). */
type TabsReading = { counts: Record<OrderTab, number>; keys: Record<OrderTab, string[]> };

/** An order line as the list and the detail show it. */
function lineAnswer(item: OrderItemRow) {
  return {
    goodID: item.goodsId,
    mouldNo: item.mouldNo,
    title: item.title,
    thumb: item.thumb,
    attribute: item.attribute,
    buyNum: item.qty,
    unitPriceFen: item.unitPriceFen,
    pointProductType: item.pointProductType,
    category: item.category,
  };
}

/** The steps the order has taken, oldest first, from its timestamps. */
export function timelineOf(row: OrderRow): OrderTimeline {
  const steps: [OrderTimeline[number]['state'], Date | null][] = [
    ['created', row.createdAt],
    ['paid', row.paidAt],
    ['shipped', row.shippedAt],
    ['received', row.receivedAt],
    ['closed', row.closedAt],
  ];
  return steps
    .filter((step): step is [OrderTimeline[number]['state'], Date] => step[1] !== null)
    .sort((a, b) => a[1].getTime() - b[1].getTime())
    .map(([state, at]) => ({ state, at: at.toISOString() }));
}

/** Why an order cannot be cancelled, in the words of the other order errors. */
function cancelRefusal(row: OrderRow, facts: OrderFacts, now: Date): string {
  if (row.orderState === 6) return '订单已取消，请勿重复操作';
  if (orderStatusLabel(facts, now) === 'closed') return '订单已关闭，不能取消';
  // The rules offer no 取消订单 on a balance order (contract rules/orderStatus.ts, spec §4 read for presale).
  if (row.orderType === 2 && row.paymentState === 0) {
    return '尾款订单不能取消：如不再购买，尾款支付期结束后订单将自动关闭，定金按预售规则不予退还';
  }
  if (row.shippedAt !== null || actualAmountStatus(row.orderState) === 2 || row.orderState === 4) {
    return '订单已发货，不能取消';
  }
  if (row.paymentState !== 0) return '订单已支付，不能取消，如需退款请申请售后';
  // spec §4 "Cancel: unpaid orders" is state 1; another pending-payment state (14) is settled by the store.
  if (row.orderState !== 1) return '该订单不能在线取消，请联系客服';
  return '订单已超过支付期限，不能取消';
}

/** Why an order cannot be deleted. */
function deleteRefusal(facts: OrderFacts): string {
  if (facts.isTransferGift) return '转赠订单不能删除';
  return '只能删除已关闭的订单';
}

/** Why receipt cannot be confirmed. */
function receiptRefusal(row: OrderRow): string {
  if (row.orderState === 4) return '订单已确认收货，请勿重复操作';
  if (actualAmountStatus(row.orderState) === null || actualAmountStatus(row.orderState) === 1) {
    return '订单尚未发货，不能确认收货';
  }
  return '订单已关闭，不能确认收货';
}

/** The outcome of a state change: done, not the buyer's (404), or refused with a message (409). */
export type OrderChange = { kind: 'done' } | { kind: 'missing' } | { kind: 'refused'; msg: string };
/** The outcome of 再次购买: what went into the bag, or as a change that did not happen. */
export type BuyAgainOutcome = { kind: 'added'; value: OrderBuyAgain } | Exclude<OrderChange, { kind: 'done' }>;

/** How many buyers' label groups the list remembers (a few kilobytes each). */
const groupReadingsKept = 10_000;

/**
 * The order centre (issue #12; spec §3 order, §4 labels, amount status and buttons): the buyer's
 * list with its tabs and counts, the detail, cancel, delete (hide) and confirm receipt. Every answer
 * derives the label, the amount status and the flags with the contract's rules, and every change is
 * allowed exactly when the rules offer its button.
 */
export function orderCentreService(
  db: Db,
  clock: () => Date,
  /** An order's refunds as its detail shows them (services/refunds: their photos need the upload service's links). */
  refundViews: (orderId: number) => Promise<RefundView[]>,
) {
  const repository = orderCentreRepository(db);
  const reviews = reviewRepository(db);
  const bag = cartService(db);
  /** The last reading of each recent buyer's label groups (issue #12 list speed; see `groupsOf`). */
  const readings = new RecentMap<string, GroupsReading<LabelGroupRow[]>>(groupReadingsKept);
  const tabsByReading = new WeakMap<LabelGroupRow[], TabsReading>();

  /**
   * The buyer's label groups now, closing overdue unpaid orders first (as the sweep would), only when there are
   * any. The counter of the buyer's order changes is read first: the last reading serves while it stands and no
   * deadline has come (`groupsStillHold`), so a member with a thousand orders pays one key lookup, not a scan.
   */
  async function groupsOf(buyer: Buyer, now: Date): Promise<LabelGroupRow[]> {
    const key = buyerKey(buyer);
    const at = now.getTime();
    let version = await repository.ordersVersion(buyer);
    const last = readings.get(key);
    if (last && groupsStillHold(last, version, at)) return last.groups;
    let groups = await repository.labelGroups(buyer, now);
    if (groups.some((entry) => entry.isOverdue) && (await repository.closeOverdue(buyer, now)) > 0) {
      version = await repository.ordersVersion(buyer);
      groups = await repository.labelGroups(buyer, now);
    }
    const ahead = groups.flatMap((entry) => (entry.nextChange ? [entry.nextChange.getTime()] : []));
    readings.set(key, { version, readAt: at, until: ahead.length > 0 ? Math.min(...ahead) : null, groups });
    return groups;
  }

  /**
   * Each tab's count and label groups: worked out once per reading of the groups, which holds only while no order
   * changed and no deadline passed (`groupsStillHold`), so the labels it read stay what they are now.
   */
  function tabsOf(groups: LabelGroupRow[], now: Date): TabsReading {
    const known = tabsByReading.get(groups);
    if (known) return known;
    const counts = Object.fromEntries(orderTabs.map((name) => [name, 0])) as Record<OrderTab, number>;
    const keys = Object.fromEntries(orderTabs.map((name) => [name, [] as string[]])) as Record<OrderTab, string[]>;
    for (const { key, count, hasRefund, group } of groups) {
      const facts = groupFacts(group, now);
      for (const name of orderTabsOf(orderStatusLabel(facts, now), facts.paymentState, hasRefund)) {
        counts[name] += count;
        keys[name].push(key);
      }
    }
    const tabs = { counts, keys };
    tabsByReading.set(groups, tabs);
    return tabs;
  }

  /** The buyer's order with its rule facts now, or undefined when it is not theirs. */
  async function load(buyer: Buyer, orderNo: string, now: Date) {
    const row = await ownOrder(db, buyer, orderNo, now);
    if (!row) return undefined;
    const [related, lines, parcels, reviewed] = await Promise.all([
      repository.relatedOf(row),
      repository.itemsOf([row.id]),
      parcelCounts(db, [row.id]),
      reviews.reviewedCounts([row.id]),
    ]);
    const facts = ruleFacts(row, related, lines, reviewed.get(row.id));
    const parcelCount = parcels.get(row.id) ?? 0;
    const offers = (action: OrderAction) =>
      orderButtons(facts, orderFlags(facts, { parcelCount }), now).some(
        (button) => button.action === action && !button.isDisabled,
      );
    return { row, lines, facts, parcelCount, offers };
  }

  return {
    /** One page of the buyer's orders in a tab, newest first, with every tab's count. */
    async list(buyer: Buyer, query: Pick<OrderListQuery, 'tab' | 'pageIndex' | 'pageSize'>): Promise<OrderList> {
      const now = clock();
      const tab: OrderTab = query.tab ?? 'all';
      const pageIndex = query.pageIndex ?? 1;
      const pageSize = query.pageSize ?? ORDER_PAGE_SIZE_DEFAULT;
      // The tabs are counted from the groups of orders the rules read alike now, not order by order.
      const { counts, keys } = tabsOf(await groupsOf(buyer, now), now);
      const total = counts[tab];
      const page = await repository.pageRows(
        buyer,
        now,
        tab === 'all' ? null : keys[tab],
        pageSize,
        (pageIndex - 1) * pageSize,
      );
      const items = await repository.itemsOf(page.map((entry) => entry.order.id));
      const list = page.map((entry) => {
        const lines = items.filter((item) => item.orderId === entry.order.id);
        const facts = ruleFacts(entry.order, related(entry), lines, entry.reviewedCount);
        return {
          ...factsAnswer(entry.order, facts, entry.parcelCount, now, entry.relatedOrderNo),
          goodsCount: lines.length,
          goodsList: lines.map(lineAnswer),
          refund: entry.refund,
        };
      });
      return { list, total, pageIndex, pageSize, counts };
    },

    /** The buyer's own order (closed first when unpaid past its deadline), hidden or not. */
    async detail(buyer: Buyer, orderNo: string): Promise<OrderDetail | undefined> {
      const now = clock();
      const found = await load(buyer, orderNo, now);
      if (!found) return undefined;
      const { row, lines, facts, parcelCount } = found;
      const address = row.addressSnapshot;
      const [presale, guarantees, invoiceState] = await Promise.all([
        presaleDetail(db, row),
        orderGuarantees(db, row.id, row.memberId),
        orderInvoiceState(db, row.id),
      ]);
      const relatedOrderNo = presale ? (row.orderType === 1 ? presale.balanceOrderNo : presale.depositOrderNo) : null;
      return {
        ...factsAnswer(row, facts, parcelCount, now, relatedOrderNo || null),
        goodsTotalFen: row.goodsTotalFen,
        discountFen: row.discountFen,
        pointsUsed: row.pointsUsed,
        pointsFen: row.pointsFen,
        giftCardFen: row.giftCardFen,
        freightFen: row.freightFen,
        paidAt: row.paidAt?.toISOString() ?? null,
        address: address ? buyerSeesAddress(row, address) : null,
        items: lines.map(lineAnswer),
        timeline: timelineOf(row),
        parcelCount,
        presale,
        giftToken: giftShareToken(row),
        refunds: await refundViews(row.id),
        guarantees: guarantees.map((piece) => ({
          certNo: piece.certNo,
          goodID: piece.goodsId,
          attribute: piece.attribute,
          title: piece.title,
          pieceNo: piece.pieceNo,
          pieceCount: piece.pieceCount,
          isVoid: piece.voidedAt !== null,
        })),
        invoice: invoiceState ? { state: invoiceState } : null,
      };
    },

    /**
     * Cancels the buyer's unpaid order (the rules offer 'cancel'): closed by the buyer (state 6), its
     * stock, points and gift card returned in the same transaction, once.
     */
    async cancel(buyer: Buyer, orderNo: string): Promise<OrderChange> {
      const now = clock();
      const found = await load(buyer, orderNo, now);
      if (!found) return { kind: 'missing' };
      if (found.offers('cancel') && (await closeUnpaid(db, found.row.id, now, 'buyer'))) return { kind: 'done' };
      // Refused, or something else (a payment, the deadline) changed it first: say what it is now.
      const current = await load(buyer, orderNo, now);
      if (!current) return { kind: 'missing' };
      return { kind: 'refused', msg: cancelRefusal(current.row, current.facts, now) };
    },

    /** Hides the buyer's order from the list when the rules offer 'delete'; never a hard delete. */
    async remove(buyer: Buyer, orderNo: string): Promise<OrderChange> {
      const now = clock();
      const found = await load(buyer, orderNo, now);
      if (!found) return { kind: 'missing' };
      if (!found.offers('delete')) return { kind: 'refused', msg: deleteRefusal(found.facts) };
      if (await repository.hide(found.row.id, found.row, now)) return { kind: 'done' };
      return { kind: 'refused', msg: '订单状态已变化，请刷新后重试' };
    },

    /**
     * 再次购买 (issue #12): when the rules offer 'addToBag', the order's lines still on sale go into the buyer's
     * bag and the others are skipped and counted (cart service `addSellable`); one gone piece never fails the rest.
     */
    async buyAgain(buyer: Buyer, orderNo: string): Promise<BuyAgainOutcome> {
      const now = clock();
      const found = await load(buyer, orderNo, now);
      if (!found) return { kind: 'missing' };
      if (!found.offers('addToBag')) return { kind: 'refused', msg: '该订单不能再次购买' };
      const lines = found.lines.map((line) => ({ goodID: line.goodsId, attribute: line.attribute, buyNum: line.qty }));
      const added = await bag.addSellable(buyer.uid, lines, now);
      if (added === 'full') {
        return { kind: 'refused', msg: bagFullMessage };
      }
      return { kind: 'added', value: added };
    },

    /** Confirms receipt of the buyer's shipped order (3, 8, 19, 20 → 4) once. */
    async confirmReceipt(buyer: Buyer, orderNo: string): Promise<OrderChange> {
      const now = clock();
      const found = await load(buyer, orderNo, now);
      if (!found) return { kind: 'missing' };
      if (
        found.offers('confirmReceipt') &&
        (await repository.confirmReceipt(found.row.id, found.row.orderState, now))
      ) {
        return { kind: 'done' };
      }
      const after = await ownOrder(db, buyer, orderNo, now);
      return after ? { kind: 'refused', msg: receiptRefusal(after) } : { kind: 'missing' };
    },
  };
}

/** The linked order's live states, falling back to what the order stored when it has no link. */
function related(entry: {
  order: Pick<OrderRow, 'relatedOrderId' | 'relatedOrderState' | 'relatedPaymentState'>;
  relatedOrderState: number | null;
  relatedPaymentState: number | null;
}): RelatedStates {
  if (entry.order.relatedOrderId === null) {
    return { orderState: entry.order.relatedOrderState, paymentState: entry.order.relatedPaymentState };
  }
  return { orderState: entry.relatedOrderState, paymentState: entry.relatedPaymentState };
}
