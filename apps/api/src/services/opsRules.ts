import type { OpsDiff, OpsOrderStateTab, OpsTimelineEntry } from '@mall/contract/ops';

/* The operations console's rules as pure functions (issue #29): which tab an order's state puts it
   under, how the list masks a mobile, how China-time days bound a search, what an audit row's diff
   holds, and an order's timeline from what the database records. */

/** The order states each state tab holds (spec §4 states; the 售后 tab is by refund applications). */
export const opsTabStates: Readonly<Record<OpsOrderStateTab, readonly number[]>> = {
  unpaid: [1, 14],
  toShip: [2, 9, 10, 11, 12, 13, 15, 16, 17, 18, 21, 22],
  shipped: [3, 8, 19, 20],
  done: [4],
  closed: [5, 6, 7],
};

/** The tab an order's state puts it under; an unknown state reads as closed rather than lost. */
export function statusTabOf(orderState: number): OpsOrderStateTab {
  for (const [tab, states] of Object.entries(opsTabStates) as [OpsOrderStateTab, readonly number[]][])
    if (states.includes(orderState)) return tab;
  return 'closed';
}

/**
 * A mobile as the order list shows it: the first three and the last four digits (138****5678); a
 * shorter number (Hong Kong's eight digits) keeps its last four only. Staff read it whole on the
 * order page, where opening it is a deliberate act.
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length === 0) return '';
  if (digits.length >= 11) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length > 4) return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  return '*'.repeat(digits.length);
}

/** Midnight in China (UTC+8, no daylight saving) that starts a `YYYY-MM-DD` day. */
function chinaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/**
 * The instants a China-time day range covers: from the start of `from` to the start of the day after
 * `to` (both inclusive), or null when `from` is after `to`.
 */
export function chinaDayRange(from?: string, to?: string): { since?: Date; until?: Date } | null {
  const since = from ? chinaMidnight(from) : undefined;
  const until = to ? new Date(chinaMidnight(to).getTime() + 86_400_000) : undefined;
  if (since && until && since >= until) return null;
  return { ...(since ? { since } : {}), ...(until ? { until } : {}) };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an act changed, `{ field: { before, after } }`: a field in both and equal is left out; a
 * field only after was created (no `before`), only before was removed (no `after`). Values are
 * compared by their JSON (arrays in order), as they are stored.
 */
export function auditDiff(before: Record<string, unknown>, after: Record<string, unknown>): OpsDiff {
  const diff: OpsDiff = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const had = Object.hasOwn(before, field) && before[field] !== undefined;
    const has = Object.hasOwn(after, field) && after[field] !== undefined;
    if (had && has && same(before[field], after[field])) continue;
    diff[field] = { ...(had ? { before: before[field] } : {}), ...(has ? { after: after[field] } : {}) };
  }
  return diff;
}

/** What the database records of an order, as its timeline reads it. */
export type TimelineFacts = {
  createdAt: Date;
  paidAt: Date | null;
  payments: { payNo: string; method: string; amountFen: number; settledAt: Date | null; state: string }[];
  parcels: { parcelNo: number; carrierName: string; trackingNo: string; shippedAt: Date }[];
  /** Who shipped it by hand, from the audit trail (the sweep's shipments have no row). */
  shippedBy: string | null;
  receivedAt: Date | null;
  closedAt: Date | null;
  orderState: number;
  gift: { isTransferGift: boolean; transferGiftState: number | null; settledAt: Date | null };
  refunds: {
    kind: 'refund' | 'afterSales';
    amountFen: number;
    appliedAt: Date;
    approvedAt: Date | null;
    refundedAt: Date | null;
    refusedAt: Date | null;
    withdrawnAt: Date | null;
  }[];
  invoices: {
    title: string;
    requestedAt: Date;
    issuedAt: Date | null;
    invoiceNo: string | null;
    reversedAt: Date | null;
  }[];
  guarantees: { certNo: string; issuedAt: Date; voidedAt: Date | null }[];
  notes: { at: Date; staff: string; text: string }[];
};

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const payMethods: Record<string, string> = { wechat: '微信支付', alipay: '支付宝', unionpay: '银联' };
const closedTitles: Record<number, string> = { 5: '超时未付款，订单关闭', 6: '买家取消订单', 7: '订单关闭' };

/** Everything that happened to an order, oldest first, worded in Chinese (issue #29 the order page). */
export function orderTimeline(facts: TimelineFacts): OpsTimelineEntry[] {
  const entries: { at: Date; entry: Omit<OpsTimelineEntry, 'at'> }[] = [];
  const add = (at: Date | null, entry: Omit<OpsTimelineEntry, 'at'>) => {
    if (at) entries.push({ at, entry });
  };
  add(facts.createdAt, { kind: 'created', title: '买家下单', actor: '买家' });
  const settled = facts.payments.filter((payment) => payment.state === 'paid' && payment.settledAt);
  for (const payment of settled)
    add(payment.settledAt, {
      kind: 'paid',
      title: '买家付款',
      actor: '买家',
      detail: `${payMethods[payment.method] ?? payment.method} ${yuan(payment.amountFen)}，支付流水号 ${payment.payNo}`,
    });
  if (settled.length === 0) add(facts.paidAt, { kind: 'paid', title: '买家付款', actor: '买家' });
  for (const parcel of facts.parcels)
    add(parcel.shippedAt, {
      kind: 'shipped',
      title: facts.parcels.length > 1 ? `包裹 ${parcel.parcelNo} 已发货` : '已发货',
      actor: facts.shippedBy ?? '仓库（自动发货）',
      detail: `${parcel.carrierName} ${parcel.trackingNo}`,
    });
  if (facts.gift.isTransferGift && facts.gift.settledAt)
    add(facts.gift.settledAt, {
      kind: 'gift',
      title: facts.gift.transferGiftState === 1 ? '受赠人已领取礼物' : '礼物已退回',
    });
  add(facts.receivedAt, { kind: 'received', title: '确认收货' });
  for (const refund of facts.refunds) {
    const what = refund.kind === 'afterSales' ? '售后' : '退款';
    add(refund.appliedAt, { kind: 'refund', title: `买家申请${what}`, actor: '买家', detail: yuan(refund.amountFen) });
    add(refund.approvedAt, { kind: 'refund', title: `${what}申请已同意` });
    add(refund.refusedAt, { kind: 'refund', title: `${what}申请已拒绝` });
    add(refund.withdrawnAt, { kind: 'refund', title: `买家撤销${what}申请`, actor: '买家' });
    add(refund.refundedAt, { kind: 'refund', title: '退款成功', detail: yuan(refund.amountFen) });
  }
  for (const invoice of facts.invoices) {
    add(invoice.requestedAt, { kind: 'invoice', title: '申请开具发票', actor: '买家', detail: invoice.title });
    add(invoice.issuedAt, {
      kind: 'invoice',
      title: '电子发票已开具',
      ...(invoice.invoiceNo ? { detail: `发票号码 ${invoice.invoiceNo}` } : {}),
    });
    add(invoice.reversedAt, { kind: 'invoice', title: '发票已红冲' });
  }
  for (const guarantee of facts.guarantees) {
    add(guarantee.issuedAt, { kind: 'guarantee', title: '电子质保单已出具', detail: guarantee.certNo });
    add(guarantee.voidedAt, { kind: 'guarantee', title: '电子质保单已作废', detail: guarantee.certNo });
  }
  for (const note of facts.notes)
    add(note.at, { kind: 'note', title: '内部备注', actor: note.staff, detail: note.text });
  add(facts.closedAt, { kind: 'closed', title: closedTitles[facts.orderState] ?? '订单关闭' });
  // Stable: entries at the same instant keep the order they were added in (created before paid, …).
  return entries
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index)
    .map(({ at, entry }) => ({ at: at.toISOString(), ...entry }));
}
