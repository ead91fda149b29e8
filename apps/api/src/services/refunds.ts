import {
  fenToYuan,
  isRefundOpen,
  orderButtons,
  orderFlags,
  orderStatusLabel,
  POINTS_PRODUCT_NO_REFUND,
  proportionalReturn,
  REFUND_DESCRIPTION_MAX,
  REFUND_PHOTOS_MAX,
  refundCap,
  refundLineParts,
  refundProblem,
  refundableQty,
  splitInProportion,
  type OrderFacts,
  type RefundKind,
  type RefundProblem,
  type RefundReason,
  type RefundState,
} from '@mall/contract';
import {
  type RefundApplyBody,
  type RefundNotifyBody,
  type RefundOptions,
  type RefundView,
} from '@mall/contract/orders';
import type { RefundGateway } from '../adapters';
import type { Db } from '../db/database';
import { plainText } from '../lib/plainText';
import { ownOrder } from '../repositories/checkout';
import { newOrderNo, type Buyer, type OrderRow, type Tx } from '../repositories/orderBasics';
import { orderCentreRepository } from '../repositories/orders';
import { refundRepository, type RefundRow } from '../repositories/refunds';
import { claimUploads } from '../repositories/uploads';
import { ruleFacts } from './orderCentre';

/** The outcome of a buyer's or operator's call: done, not theirs or unknown (404), refused (409), bad input (400). */
export type RefundOutcome<T = null> =
  | { kind: 'done'; value: T }
  | { kind: 'missing' }
  | { kind: 'refused'; msg: string }
  | { kind: 'invalid'; msg: string };

/** The 400 messages of an application's problems (the mall's form says the same in the shopper's language). */
function problemMessage(problem: RefundProblem, capFen: number): string {
  const messages: Record<RefundProblem, string> = {
    reason: '请选择退款原因',
    noLines: '请选择要退款的商品',
    unknownLine: '退款商品不在该订单中',
    quantity: '退款数量超出可退数量',
    amountZero: '退款金额须大于0',
    amountOver: `退款金额不能超过¥${fenToYuan(capFen)}`,
    description: `问题描述不能超过${REFUND_DESCRIPTION_MAX}字`,
    photos: `最多上传${REFUND_PHOTOS_MAX}张凭证图片`,
  };
  return messages[problem];
}

/** Why an order the rules offer no refund button for is refused (409), in the order errors' words. */
function applyRefusal(row: OrderRow, facts: OrderFacts, now: Date): string {
  if (facts.firstPointProductType === POINTS_PRODUCT_NO_REFUND) return '积分商品不支持退款';
  if (row.paymentState === 2) return '订单已退款，请勿重复申请';
  if (orderStatusLabel(facts, now) === 'closed') return '订单已关闭，不能申请退款';
  if (row.paymentState === 0) return '订单尚未支付，无需退款';
  if (facts.isTransferGift && facts.transferGiftState === 0) return '转赠礼品尚未领取，暂不能申请退款';
  if (facts.orderType === 1) return '预售定金订单暂不支持在线退款，请联系客服';
  return '该订单暂不能申请退款，请联系客服';
}

const openRefundMessage = '该订单已有进行中的退款申请，请等待处理';
const photoMessage = '凭证图片无效或已被使用，请重新上传';

/** Thrown inside the application's transaction to roll it back with an answer. */
class Refusal extends Error {
  constructor(readonly outcome: RefundOutcome<never>) {
    super('refused');
  }
}

/** A refund number: RF + China date and time to the second + 6 random digits (the unique index backs it). */
const newRefundNo = (now: Date) => `RF${newOrderNo(now).slice(2)}`;

/** The steps a refund has taken, oldest first, from its timestamps. */
function timelineOf(row: RefundRow): RefundView['timeline'] {
  const steps: [RefundState, Date | null][] = [
    ['applying', row.appliedAt],
    ['approved', row.approvedAt],
    ['refunding', row.refundingAt],
    ['refunded', row.refundedAt],
    ['refused', row.refusedAt],
    ['withdrawn', row.withdrawnAt],
  ];
  return steps.flatMap(([state, at]) => (at ? [{ state, at: at.toISOString() }] : []));
}

/**
 * Refunds before shipment and after-sales after it (issue #12; contract rules/refunds.ts). The buyer
 * applies when the order's rules offer 申请退款 or 申请售后 (and refuses exactly otherwise), may withdraw
 * while applying; the operator approves (the PSP is asked to send the money back) or refuses with a
 * reason; the PSP's signed notice settles it once: cash, points and gift card back, the order's
 * payment refunded when nothing is left to refund, and an order not yet shipped closed with its stock back.
 */
export function refundService(
  db: Db,
  clock: () => Date,
  { gateway, linkOf }: { gateway: RefundGateway; linkOf: (id: string, isPublic: boolean) => string },
) {
  const repository = refundRepository(db);
  const orders = orderCentreRepository(db);

  /** The buyer's order, the kind of refund its rules offer now (or null), and its lines as the rules read them. */
  async function load(buyer: Buyer, orderNo: string, now: Date) {
    const row = await ownOrder(db, buyer, orderNo, now);
    if (!row) return undefined;
    const [related, items] = await Promise.all([orders.relatedOf(row), repository.linesOf(row.id)]);
    const facts = ruleFacts(
      row,
      related,
      items.map((entry) => entry.item),
    );
    // Only the refund flag matters here, and it does not depend on the parcels.
    const offered = orderButtons(facts, orderFlags(facts, { parcelCount: 0 }), now).find(
      (button) => button.action === 'refund' || button.action === 'afterSales',
    );
    const kind: RefundKind | null = offered ? (offered.action === 'afterSales' ? 'afterSales' : 'refund') : null;
    // spec §4 has no per-line payment: the order's cash is split across the lines by their value.
    const paid = splitInProportion(
      row.payFen,
      items.map(({ item }) => item.unitPriceFen * item.qty),
    );
    const lines = items.map((entry, index) => ({
      item: entry.item,
      rules: {
        buyNum: entry.item.qty,
        paidFen: paid[index] ?? 0,
        refundedQty: entry.refundedQty,
        refundedFen: entry.refundedFen,
      },
    }));
    return { row, facts, kind, lines };
  }

  /** The order's refund kind, or why it has none now (404 / 409). */
  async function refundable(buyer: Buyer, orderNo: string, now: Date) {
    const found = await load(buyer, orderNo, now);
    if (!found) return { kind: 'missing' } as const;
    if (!found.kind) return { kind: 'refused', msg: applyRefusal(found.row, found.facts, now) } as const;
    if (await repository.openOf(found.row.id)) return { kind: 'refused', msg: openRefundMessage } as const;
    return { kind: 'ok', found: { ...found, kind: found.kind } } as const;
  }

  /** A refund as the order detail shows it. */
  function view({ refund, lines }: Awaited<ReturnType<typeof repository.ofOrder>>[number]): RefundView {
    return {
      refundNo: refund.refundNo,
      kind: refund.kind,
      state: refund.state,
      reason: refund.reason as RefundReason,
      amountFen: refund.amountFen,
      pointsBack: refund.pointsBack,
      giftCardBackFen: refund.giftCardBackFen,
      description: refund.description,
      photos: refund.photos.map((id) => ({ id, url: linkOf(id, false) })),
      lines: lines.map((line) => ({
        goodID: line.goodID,
        attribute: line.attribute,
        title: line.title,
        qty: line.qty,
        amountFen: line.amountFen,
      })),
      refuseReason: refund.refuseReason,
      ...(refund.approveReason ? { approveReason: refund.approveReason } : {}),
      timeline: timelineOf(refund),
    };
  }

  return {
    /** What the form offers for the buyer's order: its kind, its lines with what each may still return. */
    async options(buyer: Buyer, orderNo: string): Promise<RefundOutcome<RefundOptions>> {
      const checked = await refundable(buyer, orderNo, clock());
      if (checked.kind !== 'ok') return checked;
      const { row, kind, lines } = checked.found;
      return {
        kind: 'done',
        value: {
          orderNo: row.orderNo,
          kind,
          lines: lines.map(({ item, rules }) => ({
            goodID: item.goodsId,
            attribute: item.attribute,
            title: item.title,
            thumb: item.thumb,
            unitPriceFen: item.unitPriceFen,
            ...rules,
          })),
          pointsUsed: row.pointsUsed,
          giftCardFen: row.giftCardFen,
        },
      };
    },

    /**
     * Applies for a refund of the buyer's order: refused (409) unless the rules offer the button and no
     * refund is open; the reason, lines, amount, description and photos checked with the shared rules
     * (400). The refund, its lines and the claim of its photos are one transaction.
     */
    async apply(buyer: Buyer, body: RefundApplyBody): Promise<RefundOutcome<{ refundNo: string }>> {
      const now = clock();
      const checked = await refundable(buyer, body.orderNo, now);
      if (checked.kind !== 'ok') return checked;
      const { row, kind, lines } = checked.found;
      const rules = lines.map((line) => line.rules);
      const chosen = body.lines
        ? body.lines.map((pick) => ({
            index: lines.findIndex(({ item }) => item.goodsId === pick.goodID && item.attribute === pick.attribute),
            qty: pick.qty,
          }))
        : rules.flatMap((line, index) => (refundableQty(line) > 0 ? [{ index, qty: refundableQty(line) }] : []));
      const cap = refundCap(rules, chosen);
      const amountFen = body.amountFen ?? cap;
      const description = plainText(body.description ?? '');
      const photos = body.photos ?? [];
      const problem = refundProblem(kind, rules, {
        reason: body.reason,
        lines: chosen,
        amountFen,
        description,
        photoCount: photos.length,
      });
      if (problem) return { kind: 'invalid', msg: problemMessage(problem, cap) };

      const parts = refundLineParts(rules, chosen, amountFen);
      const goodsFen = chosen.reduce((sum, pick) => sum + (lines[pick.index]?.item.unitPriceFen ?? 0) * pick.qty, 0);
      const goodsTotal = lines.reduce((sum, { item }) => sum + item.unitPriceFen * item.qty, 0);
      const before = await repository.returnedSoFar(row.id);
      // The proportion's basis: the cash, or for an order paid without cash the goods' value.
      const basis =
        row.payFen > 0
          ? { basisTotal: row.payFen, basisBefore: before.cashFen, basisNow: amountFen }
          : { basisTotal: goodsTotal, basisBefore: before.goodsFen, basisNow: goodsFen };
      const pointsBack = proportionalReturn({ total: row.pointsUsed, returnedBefore: before.points, ...basis });
      const giftCardBackFen = proportionalReturn({
        total: row.giftCardFen,
        returnedBefore: before.giftCardFen,
        ...basis,
      });
      try {
        const refundNo = await db.transaction(async (tx) => {
          for (let attempt = 0; ; attempt += 1) {
            const inserted = await repository.insert(tx, {
              refundNo: newRefundNo(now),
              orderId: row.id,
              kind,
              reason: body.reason,
              amountFen,
              goodsFen,
              pointsBack,
              giftCardBackFen,
              description,
              photos,
              lines: chosen.map((pick, index) => ({
                orderItemId: lines[pick.index]?.item.id ?? 0,
                qty: pick.qty,
                amountFen: parts[index] ?? 0,
              })),
              now,
            });
            if (inserted) {
              if (!(await claimUploads(tx, buyer, 'refund', photos, now))) {
                throw new Refusal({ kind: 'invalid', msg: photoMessage });
              }
              return inserted.refundNo;
            }
            // Nothing inserted: another application of the order got in first, or (rarely) the number clashed.
            if ((await repository.openOf(row.id)) || attempt > 5) {
              throw new Refusal({ kind: 'refused', msg: openRefundMessage });
            }
          }
        });
        return { kind: 'done', value: { refundNo } };
      } catch (error) {
        if (error instanceof Refusal) return error.outcome;
        throw error;
      }
    },

    /** The buyer withdraws (撤销) their refund while it is still applying. */
    async withdraw(buyer: Buyer, refundNo: string): Promise<RefundOutcome> {
      const refund = await repository.buyersRefund(buyer, refundNo);
      if (!refund) return { kind: 'missing' };
      if (await repository.move(refund.id, 'applying', 'withdrawn', { withdrawnAt: clock() })) {
        return { kind: 'done', value: null };
      }
      const now = await repository.buyersRefund(buyer, refundNo);
      if (now?.state === 'withdrawn') return { kind: 'refused', msg: '退款申请已撤销，请勿重复操作' };
      return { kind: 'refused', msg: '退款申请已处理，不能撤销' };
    },

    /** The order's refunds for its detail, newest first. */
    async viewsOf(orderId: number): Promise<RefundView[]> {
      return (await repository.ofOrder(orderId)).map(view);
    },

    // ── The console's after-sales (services/aftersales.ts, issue #29)

    /** Open refunds (applying, approved, refunding), oldest first, with their photos' links. */
    async waiting() {
      return (await repository.open()).map(({ refund, orderNo }) => ({
        refund,
        orderNo,
        photos: refund.photos.map((id) => ({ id, url: linkOf(id, false) })),
      }));
    },

    /** A refund by number with its order's number, as the shopper's order detail shows it; undefined when unknown. */
    async byRefundNo(refundNo: string) {
      const found = await repository.byRefundNo(refundNo);
      if (!found) return undefined;
      const shown = (await repository.ofOrder(found.refund.orderId)).find(
        (entry) => entry.refund.refundNo === refundNo,
      );
      return { row: found.refund, orderNo: found.orderNo, view: shown ? view(shown) : undefined };
    },

    /**
     * Approves an application: approved and refunding at once, and the PSP asked to send the cash
     * back. `amountFen` (≤ what was asked) may lower the cash of an after-sales refund; the lines keep
     * the parts they were applied for, so a later refund of the order can only ask for less, never
     * more than was paid. `within` runs in the transaction of the move (the console's audit row). A
     * refund of no cash (an order paid with points or gift card) settles here. The sandbox PSP
     * answers the notice it sends, for the caller to deliver.
     */
    async approve(
      refundNo: string,
      options: {
        amountFen?: number;
        reason?: string;
        within?: (tx: Tx, moved: RefundRow, before: RefundRow) => Promise<void>;
      } = {},
    ): Promise<RefundOutcome<{ notification?: RefundNotifyBody; settled: boolean }>> {
      const now = clock();
      const found = await repository.byRefundNo(refundNo);
      if (!found) return { kind: 'missing' };
      const amountFen = options.amountFen ?? found.refund.amountFen;
      if (amountFen > found.refund.amountFen) return { kind: 'invalid', msg: '同意金额不能超过申请金额' };
      const moved = await db.transaction(async (tx) => {
        const row = await repository.move(
          found.refund.id,
          'applying',
          'refunding',
          {
            approvedAt: now,
            refundingAt: now,
            amountFen,
            ...(options.reason ? { approveReason: plainText(options.reason) } : {}),
          },
          tx,
        );
        if (row && options.within) await options.within(tx, row, found.refund);
        return row;
      });
      if (!moved) return { kind: 'refused', msg: decidedMessage(found.refund.state) };
      if (moved.amountFen === 0) {
        await repository.settle(moved.id, now);
        return { kind: 'done', value: { settled: true } };
      }
      const asked = await gateway.requestRefund({
        refundNo,
        orderNo: found.orderNo,
        payNo: found.payNo,
        amountFen: moved.amountFen,
      });
      return {
        kind: 'done',
        value: asked.notification ? { notification: asked.notification, settled: false } : { settled: false },
      };
    },

    /** Refuses an application with the reason the buyer reads; `within` runs in its transaction (the audit row). */
    async refuse(
      refundNo: string,
      reason: string,
      within?: (tx: Tx, moved: RefundRow, before: RefundRow) => Promise<void>,
    ): Promise<RefundOutcome> {
      const found = await repository.byRefundNo(refundNo);
      if (!found) return { kind: 'missing' };
      const text = plainText(reason);
      if (!text) return { kind: 'invalid', msg: '请填写拒绝原因' };
      const moved = await db.transaction(async (tx) => {
        const row = await repository.move(
          found.refund.id,
          'applying',
          'refused',
          { refusedAt: clock(), refuseReason: text },
          tx,
        );
        if (row && within) await within(tx, row, found.refund);
        return row;
      });
      if (moved) return { kind: 'done', value: null };
      return { kind: 'refused', msg: decidedMessage(found.refund.state) };
    },

    /**
     * Applies the PSP's refund notice: signature and time window, the refund and its order, the
     * amount; then settles once however often it is delivered. A FAIL leaves it refunding (the
     * operator sees it waiting).
     */
    async settleNotice(body: RefundNotifyBody) {
      const verdict = gateway.verifyRefundNotification(body, clock());
      if (verdict !== 'ok') return { refused: verdict } as const;
      const found = await repository.byRefundNo(body.refundNo);
      if (!found || found.orderNo !== body.orderNo) return { refused: 'unknown' } as const;
      if (found.refund.amountFen !== body.amountFen) return { refused: 'amount' } as const;
      await repository.noteNotice(body.refundNo);
      if (body.status === 'FAIL') return { outcome: 'failed' } as const;
      return { outcome: await repository.settle(found.refund.id, clock()) } as const;
    },
  };
}

/** Why the operator cannot decide on a refund any more. */
export function decidedMessage(state: RefundState): string {
  if (state === 'withdrawn') return '买家已撤销该退款申请';
  if (state === 'refused') return '该退款申请已拒绝';
  return isRefundOpen(state) ? '该退款已同意，正在退款' : '该退款已完成';
}

export type RefundService = ReturnType<typeof refundService>;
