import { isRefundOpen, type RefundState } from '@mall/contract';
import { type RefundView } from '@mall/contract/orders';
import type { StatusTone } from './orderView';

/** A step of a refund's progress: which, when it was reached (none ahead), and where the refund stands. */
export type RefundStepView = { state: RefundState; at?: string; status: 'done' | 'current' | 'pending' };

/** The way an approved refund goes (issue #12: 申请中 → 已同意 → 退款中 → 已退款). */
const path: readonly RefundState[] = ['applying', 'approved', 'refunding', 'refunded'];

/**
 * A refund's steps for its progress: the whole way with the steps reached and their times, the
 * last reached being where it stands; a refused or withdrawn one ends there, after its application.
 */
export function refundSteps(refund: Pick<RefundView, 'state' | 'timeline'>): RefundStepView[] {
  const at = new Map(refund.timeline.map((step) => [step.state, step.at]));
  const states: readonly RefundState[] =
    refund.state === 'refused' || refund.state === 'withdrawn' ? ['applying', refund.state] : path;
  const reached = states.filter((state) => at.has(state));
  const last = reached.at(-1);
  return states.map((state) => {
    const when = at.get(state);
    if (when === undefined) return { state, status: 'pending' };
    return { state, at: when, status: state === last ? 'current' : 'done' };
  });
}

const tones: Record<RefundState, StatusTone> = {
  applying: 'attention',
  approved: 'progress',
  refunding: 'progress',
  refunded: 'success',
  refused: 'muted',
  withdrawn: 'muted',
};

/** How a refund's state reads at a glance. */
export function refundTone(state: RefundState): StatusTone {
  return tones[state];
}

/** What an order's card says of its refund (spec: 退款中 / 已退款), or nothing for none. */
export function cardRefundStatus(state: RefundState | null): 'open' | 'refunded' | 'refused' | null {
  if (state === null || state === 'withdrawn') return null;
  if (isRefundOpen(state)) return 'open';
  return state === 'refunded' ? 'refunded' : 'refused';
}
