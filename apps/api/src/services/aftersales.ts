import {
  AFTERSALE_SLA_HOURS,
  type AftersaleApproveBody,
  type AftersaleConfirmBody,
  type AftersaleDetail,
  type AftersaleFirstApproval,
  type AftersaleList,
  type AftersaleQuery,
  type AftersaleRefusal,
  type AftersaleRow,
} from '@mall/contract/ops';
import type { RefundNotifyBody } from '@mall/contract/orders';
import type { RefundReason } from '@mall/contract';
import type { Db } from '../db/database';
import { firstApprovalRows } from '../repositories/aftersales';
import type { RefundRow } from '../repositories/refunds';
import type { OpsOrderService } from './opsOrders';
import { audit, type OpsStaff, type RequestOrigin } from './opsStaff';
import { decidedMessage, type RefundOutcome, type RefundService } from './refunds';

const HOUR = 3_600_000;
const FIRST_APPROVAL = 'refund.approveFirst';

/** What an approval, a confirmation or a refusal came to. */
export type AftersaleOutcome<T> =
  | { kind: 'done'; value: T; notification?: RefundNotifyBody }
  | { kind: 'refused'; reason: AftersaleRefusal; msg?: string };

type FirstApprovalRow = AftersaleFirstApproval & { staffId: number; refundNo: string };

/**
 * The console's after-sales (issue #29 "After-sales"): the queue of open applications, oldest first,
 * with their age against the 48 h service level; one application with its order; approve, confirm
 * (the second approval of a large refund, by 财务) and refuse. The states and the money are
 * services/refunds.ts's: approving moves applying → refunding and asks the PSP, whose signed notice
 * settles it; nothing here moves money another way. A first approval changes no state: it is the
 * audit row `refund.approveFirst` (actor, amount, reason), which the confirmation reads back, so the
 * refund stays applying (money kept for the live order) until the second person sends it.
 */
export function aftersaleService(
  db: Db,
  clock: () => Date,
  {
    refunds,
    opsOrders,
    secondApprovalFen,
  }: { refunds: RefundService; opsOrders: OpsOrderService; secondApprovalFen: number },
) {
  /** The latest first approval of each refund named, with its actor. */
  async function firstApprovals(refundNos: string[]): Promise<Map<string, FirstApprovalRow>> {
    const found = new Map<string, FirstApprovalRow>();
    if (refundNos.length === 0) return found;
    const rows = await firstApprovalRows(db, FIRST_APPROVAL, refundNos);
    for (const row of rows)
      found.set(row.target_id, {
        refundNo: row.target_id,
        staffId: Number(row.staff_id),
        staffCode: row.staff_code,
        staffName: row.staff_name ?? '',
        at: new Date(row.at).toISOString(),
        amountFen: Number(row.amount_fen ?? 0),
        reason: row.reason ?? '',
      });
    return found;
  }

  const publicFirst = (first: FirstApprovalRow | undefined): AftersaleFirstApproval | undefined =>
    first
      ? {
          staffCode: first.staffCode,
          staffName: first.staffName,
          at: first.at,
          amountFen: first.amountFen,
          reason: first.reason,
        }
      : undefined;

  const ageOf = (appliedAt: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - appliedAt.getTime()) / HOUR));

  function tabOf(refund: RefundRow, first: FirstApprovalRow | undefined): AftersaleRow['tab'] {
    if (refund.state !== 'applying') return 'refunding';
    return first ? 'secondApproval' : 'waiting';
  }

  /** Audits a decision in the transaction that makes it. */
  const auditIn =
    (
      request: RequestOrigin,
      staff: OpsStaff,
      permission: 'aftersales.review' | 'refunds.approve',
      action: string,
      extra: Record<string, unknown>,
    ) =>
    async (tx: Parameters<typeof audit>[0], moved: RefundRow, before: RefundRow) =>
      audit(tx, request, staff, {
        permission,
        action,
        targetType: 'refund',
        targetId: moved.refundNo,
        before: { state: before.state, amountFen: before.amountFen },
        after: { state: moved.state, amountFen: moved.amountFen, ...extra },
      });

  function decided<T>(outcome: RefundOutcome<T>): AftersaleOutcome<never> {
    if (outcome.kind === 'missing') return { kind: 'refused', reason: 'noRefund' };
    if (outcome.kind === 'invalid') return { kind: 'refused', reason: 'amountOver', msg: outcome.msg };
    return { kind: 'refused', reason: 'decided', ...(outcome.kind === 'refused' ? { msg: outcome.msg } : {}) };
  }

  /** Sends the refund (the one path: services/refunds.ts approve), audited in its transaction. */
  async function send(
    refundNo: string,
    amountFen: number,
    reason: string,
    within: (tx: Parameters<typeof audit>[0], moved: RefundRow, before: RefundRow) => Promise<void>,
  ): Promise<AftersaleOutcome<{ refundNo: string; outcome: 'refunding' | 'refunded' }>> {
    const outcome = await refunds.approve(refundNo, { amountFen, reason, within });
    if (outcome.kind !== 'done') return decided(outcome);
    return {
      kind: 'done',
      value: { refundNo, outcome: outcome.value.settled ? 'refunded' : 'refunding' },
      ...(outcome.value.notification ? { notification: outcome.value.notification } : {}),
    };
  }

  return {
    secondApprovalFen,

    /** The queue: open applications oldest first, filtered by tab, paged; each tab's count. */
    async queue(query: AftersaleQuery): Promise<AftersaleList> {
      const now = clock();
      const open = await refunds.waiting();
      const firsts = await firstApprovals(open.map((entry) => entry.refund.refundNo));
      const all: AftersaleRow[] = open.map(({ refund, orderNo, photos }) => {
        const first = firsts.get(refund.refundNo);
        const ageHours = ageOf(refund.appliedAt, now);
        const shown = publicFirst(refund.state === 'applying' ? first : undefined);
        return {
          refundNo: refund.refundNo,
          orderNo,
          kind: refund.kind,
          state: refund.state,
          tab: tabOf(refund, first),
          reason: refund.reason as RefundReason,
          amountFen: refund.amountFen,
          description: refund.description,
          photos,
          appliedAt: refund.appliedAt.toISOString(),
          ageHours,
          overdue: refund.state === 'applying' && ageHours >= AFTERSALE_SLA_HOURS,
          needsSecondApproval: refund.amountFen > secondApprovalFen,
          ...(shown ? { firstApproval: shown } : {}),
        };
      });
      const tab = query.tab ?? 'all';
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const chosen = tab === 'all' ? all : all.filter((row) => row.tab === tab);
      const count = (which: AftersaleRow['tab']) => all.filter((row) => row.tab === which).length;
      return {
        total: chosen.length,
        page,
        pageSize,
        slaHours: AFTERSALE_SLA_HOURS,
        secondApprovalFen,
        counts: {
          all: all.length,
          waiting: count('waiting'),
          secondApproval: count('secondApproval'),
          refunding: count('refunding'),
        },
        rows: chosen.slice((page - 1) * pageSize, page * pageSize),
      };
    },

    /** One application whole, with its order; null when there is no such refund. */
    async detail(refundNo: string): Promise<AftersaleDetail | null> {
      const found = await refunds.byRefundNo(refundNo);
      if (!found?.view) return null;
      const order = await opsOrders.detail(found.orderNo);
      if (!order) return null;
      const first = found.row.state === 'applying' ? (await firstApprovals([refundNo])).get(refundNo) : undefined;
      const ageHours = ageOf(found.row.appliedAt, clock());
      const shown = publicFirst(first);
      return {
        refund: found.view,
        orderNo: found.orderNo,
        ageHours,
        overdue: found.row.state === 'applying' && ageHours >= AFTERSALE_SLA_HOURS,
        needsSecondApproval: found.row.amountFen > secondApprovalFen,
        secondApprovalFen,
        ...(shown ? { firstApproval: shown } : {}),
        order,
      };
    },

    /**
     * A 运营 approves: the amount may not exceed what was asked, and a refund before shipment is all
     * or nothing (its pieces go back to stock and the order may close: keeping part of the cash would
     * keep money for an order that is not live). Up to the threshold the refund is sent; above it a
     * first approval is recorded (audited) for 财务 to confirm.
     */
    async approve(
      request: RequestOrigin,
      staff: OpsStaff,
      body: AftersaleApproveBody,
    ): Promise<AftersaleOutcome<{ refundNo: string; outcome: 'refunding' | 'refunded' | 'firstApproval' }>> {
      const found = await refunds.byRefundNo(body.refundNo);
      if (!found) return { kind: 'refused', reason: 'noRefund' };
      const reason = body.reason.trim();
      if (!reason) return { kind: 'refused', reason: 'reasonEmpty' };
      if (found.row.state !== 'applying')
        return { kind: 'refused', reason: 'decided', msg: decidedMessage(found.row.state) };
      if (body.amountFen > found.row.amountFen) return { kind: 'refused', reason: 'amountOver' };
      if (found.row.kind === 'refund' && body.amountFen !== found.row.amountFen)
        return { kind: 'refused', reason: 'amountPartial' };
      if (body.amountFen > secondApprovalFen) {
        if ((await firstApprovals([body.refundNo])).has(body.refundNo))
          return { kind: 'refused', reason: 'alreadyFirst' };
        await db.transaction(async (tx) =>
          audit(tx, request, staff, {
            permission: 'aftersales.review',
            action: FIRST_APPROVAL,
            targetType: 'refund',
            targetId: body.refundNo,
            before: {},
            after: { firstApproval: { amountFen: body.amountFen, reason } },
          }),
        );
        return { kind: 'done', value: { refundNo: body.refundNo, outcome: 'firstApproval' } };
      }
      return send(
        body.refundNo,
        body.amountFen,
        reason,
        auditIn(request, staff, 'aftersales.review', 'refund.approve', { reason }),
      );
    },

    /** 财务 gives the second approval of a large refund (another person, the same amount); the refund is sent. */
    async confirm(
      request: RequestOrigin,
      staff: OpsStaff,
      body: AftersaleConfirmBody,
    ): Promise<AftersaleOutcome<{ refundNo: string; outcome: 'refunding' | 'refunded' | 'firstApproval' }>> {
      const found = await refunds.byRefundNo(body.refundNo);
      if (!found) return { kind: 'refused', reason: 'noRefund' };
      if (found.row.state !== 'applying')
        return { kind: 'refused', reason: 'decided', msg: decidedMessage(found.row.state) };
      const first = (await firstApprovals([body.refundNo])).get(body.refundNo);
      if (!first) {
        return {
          kind: 'refused',
          reason: found.row.amountFen > secondApprovalFen ? 'noFirstApproval' : 'notLarge',
        };
      }
      if (first.staffId === staff.id) return { kind: 'refused', reason: 'samePerson' };
      if (body.amountFen !== first.amountFen) return { kind: 'refused', reason: 'amountMismatch' };
      return send(
        body.refundNo,
        body.amountFen,
        first.reason,
        auditIn(request, staff, 'refunds.approve', 'refund.approve', {
          reason: first.reason,
          firstApprovedBy: first.staffCode,
        }),
      );
    },

    /** Refuses with the reason the shopper reads (required), audited in its transaction. */
    async refuse(
      request: RequestOrigin,
      staff: OpsStaff,
      refundNo: string,
      reason: string,
    ): Promise<AftersaleOutcome<{ refundNo: string }>> {
      if (!reason.trim()) return { kind: 'refused', reason: 'reasonEmpty' };
      const outcome = await refunds.refuse(
        refundNo,
        reason,
        auditIn(request, staff, 'aftersales.review', 'refund.refuse', { refuseReason: reason.trim() }),
      );
      if (outcome.kind === 'invalid') return { kind: 'refused', reason: 'reasonEmpty' };
      if (outcome.kind !== 'done') return decided(outcome);
      return { kind: 'done', value: { refundNo } };
    },
  };
}
export type AftersaleService = ReturnType<typeof aftersaleService>;
