import {
  aftersalesPaths,
  opsDefaultRoles,
  opsPaths,
  type AftersaleDetail,
  type AftersaleRow,
  type OpsMe,
  type OpsRoleCode,
} from '@mall/contract/ops';
import { http, HttpResponse } from 'msw';

const ops = opsPaths('mall');
const aftersales = aftersalesPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, code: number, msg: string) => HttpResponse.json({ code, msg }, { status });

/** A signed-in staff user in the session. */
export const storyStaff = {
  uid: 900001,
  uoid: 'JY80002',
  nickname: '周敏',
  isStaff: true,
  staffCode: 'JY80002',
  idToken: 'story',
};

const names: Partial<Record<OpsRoleCode, [string, string, string]>> = {
  operations: ['JY80002', '周敏', '运营'],
  finance: ['JY80006', '何静', '财务'],
  service: ['JY80003', '吴昊', '客服'],
};
const me = (role: 'operations' | 'finance' | 'service'): OpsMe => {
  const [staffCode, nickname, name] = names[role] ?? ['JY80002', '周敏', '运营'];
  return { staffCode, nickname, roles: [{ code: role, name }], permissions: [...opsDefaultRoles[role].permissions] };
};

/** The queue: one overdue, one large waiting for 财务, one refunding. */
export const storyQueue: AftersaleRow[] = [
  {
    refundNo: 'RF20261205101500123456',
    orderNo: 'JY20261203090000000005',
    kind: 'afterSales',
    state: 'applying',
    tab: 'waiting',
    reason: 'quality',
    amountFen: 128_800,
    description: '手镯表面有划痕',
    photos: [{ id: 'p1', url: '#photo-1' }],
    appliedAt: '2026-12-05T02:15:00.000Z',
    ageHours: 52,
    overdue: true,
    needsSecondApproval: false,
  },
  {
    refundNo: 'RF20261206183000654321',
    orderNo: 'JY20261206120000000009',
    kind: 'refund',
    state: 'applying',
    tab: 'secondApproval',
    reason: 'unwanted',
    amountFen: 1_288_000,
    description: '',
    photos: [],
    appliedAt: '2026-12-06T10:30:00.000Z',
    ageHours: 20,
    overdue: false,
    needsSecondApproval: true,
    firstApproval: {
      staffCode: 'JY80002',
      staffName: '周敏',
      at: '2026-12-07T01:00:00.000Z',
      amountFen: 1_288_000,
      reason: '未发货，同意全额退款',
    },
  },
  {
    refundNo: 'RF20261207080000111111',
    orderNo: 'JY20261207070000000002',
    kind: 'refund',
    state: 'refunding',
    tab: 'refunding',
    reason: 'wrongOrder',
    amountFen: 99_900,
    description: '',
    photos: [],
    appliedAt: '2026-12-07T00:00:00.000Z',
    ageHours: 6,
    overdue: false,
    needsSecondApproval: false,
  },
];

const order = (orderNo: string, payFen: number): AftersaleDetail['order'] => ({
  orderNo,
  orderState: 3,
  statusTab: 'shipped',
  hasAfterSale: true,
  canShip: false,
  buyer: { kind: 'member', name: '王女士', mobileMasked: '139****1234' },
  createdAt: '2026-12-03T01:00:00.000Z',
  paidAt: '2026-12-03T01:02:00.000Z',
  amounts: { goodsTotalFen: payFen, discountFen: 0, pointsFen: 0, giftCardFen: 0, freightFen: 0, payFen },
  remark: '',
  items: [],
  payments: [],
  parcels: [],
  notes: [],
  timeline: [
    { at: '2026-12-03T01:00:00.000Z', kind: 'created', title: '买家下单', actor: '买家' },
    { at: '2026-12-03T01:02:00.000Z', kind: 'paid', title: '买家已付款', actor: '买家' },
    { at: '2026-12-05T02:15:00.000Z', kind: 'refund', title: '买家申请售后', actor: '买家' },
  ],
});

/** One application as the detail shows it, from a queue row. */
export function storyDetail(row: AftersaleRow): AftersaleDetail {
  return {
    refund: {
      refundNo: row.refundNo,
      kind: row.kind,
      state: row.state,
      reason: row.reason,
      amountFen: row.amountFen,
      pointsBack: 0,
      giftCardBackFen: 0,
      description: row.description,
      photos: row.photos,
      lines: [],
      refuseReason: null,
      timeline: [{ state: 'applying', at: row.appliedAt }],
    },
    orderNo: row.orderNo,
    ageHours: row.ageHours,
    overdue: row.overdue,
    needsSecondApproval: row.needsSecondApproval,
    secondApprovalFen: 500_000,
    ...(row.firstApproval ? { firstApproval: row.firstApproval } : {}),
    order: order(row.orderNo, row.amountFen),
  };
}

/**
 * The console's after-sales server for stories: the queue, details that change with each decision,
 * and the refusals the server gives (the same person confirming, a decided application).
 */
export function createOpsAftersalesMock({
  role = 'operations',
  failQueue = false,
  empty = false,
}: { role?: 'operations' | 'finance' | 'service'; failQueue?: boolean; empty?: boolean } = {}) {
  const rows = new Map(storyQueue.map((row) => [row.refundNo, storyDetail(row)]));
  const calls: { approve: unknown[]; confirm: unknown[]; refuse: unknown[] } = { approve: [], confirm: [], refuse: [] };
  return {
    calls,
    handlers: [
      http.get(ops.me, () => ok(me(role))),
      http.get(aftersales.aftersales, ({ request }) => {
        if (role === 'service') return refuse(403, 403, '没有权限');
        if (failQueue) return refuse(503, 503, '售后服务暂时不可用');
        const tab = new URL(request.url).searchParams.get('tab') ?? 'all';
        const all = empty ? [] : storyQueue;
        const chosen = tab === 'all' ? all : all.filter((row) => row.tab === tab);
        const count = (which: string) => all.filter((row) => row.tab === which).length;
        return ok({
          total: chosen.length,
          page: 1,
          pageSize: 20,
          slaHours: 48,
          secondApprovalFen: 500_000,
          counts: {
            all: all.length,
            waiting: count('waiting'),
            secondApproval: count('secondApproval'),
            refunding: count('refunding'),
          },
          rows: chosen,
        });
      }),
      http.get(aftersales.aftersaleDetail, ({ request }) => {
        const found = rows.get(new URL(request.url).searchParams.get('refundNo') ?? '');
        return found ? ok(found) : refuse(404, 40431, '退款申请不存在');
      }),
      http.post(aftersales.aftersaleApprove, async ({ request }) => {
        const body = (await request.json()) as { refundNo: string; amountFen: number; reason: string };
        calls.approve.push(body);
        const found = rows.get(body.refundNo);
        if (!found) return refuse(404, 40431, '退款申请不存在');
        if (found.refund.state !== 'applying') return refuse(409, 40931, '该退款申请已处理');
        if (body.amountFen > found.secondApprovalFen) {
          rows.set(body.refundNo, {
            ...found,
            firstApproval: {
              staffCode: 'JY80002',
              staffName: '周敏',
              at: '2026-12-07T03:00:00.000Z',
              amountFen: body.amountFen,
              reason: body.reason,
            },
          });
          return ok({ refundNo: body.refundNo, outcome: 'firstApproval' });
        }
        rows.set(body.refundNo, { ...found, refund: { ...found.refund, state: 'refunding' } });
        return ok({ refundNo: body.refundNo, outcome: 'refunding' });
      }),
      http.post(aftersales.aftersaleConfirm, async ({ request }) => {
        const body = (await request.json()) as { refundNo: string; amountFen: number };
        calls.confirm.push(body);
        const found = rows.get(body.refundNo);
        if (!found) return refuse(404, 40431, '退款申请不存在');
        if (found.firstApproval?.staffCode === me(role).staffCode)
          return refuse(409, 40932, '大额退款须由另一位同事复核，不能本人复核');
        const { firstApproval: _first, ...rest } = found;
        rows.set(body.refundNo, { ...rest, refund: { ...found.refund, state: 'refunding' } });
        return ok({ refundNo: body.refundNo, outcome: 'refunding' });
      }),
      http.post(aftersales.aftersaleRefuse, async ({ request }) => {
        const body = (await request.json()) as { refundNo: string; reason: string };
        calls.refuse.push(body);
        const found = rows.get(body.refundNo);
        if (!found) return refuse(404, 40431, '退款申请不存在');
        rows.set(body.refundNo, {
          ...found,
          refund: { ...found.refund, state: 'refused', refuseReason: body.reason },
        });
        return ok({ refundNo: body.refundNo });
      }),
    ],
  };
}
