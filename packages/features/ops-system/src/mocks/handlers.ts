import { opsDefaultRoles, opsPaths, opsRoleCodes, type OpsAuditRow, type OpsRoles } from '@mall/contract/ops';
import { http, HttpResponse } from 'msw';

const ops = opsPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });

/** 林晓, 超级管理员, in the session. */
export const storyAdmin = {
  uid: 900001,
  uoid: 'JY80001',
  nickname: '林晓',
  isStaff: true,
  staffCode: 'JY80001',
  idToken: 'story',
};

/** Recorded acts, newest first. */
export const storyAudit: OpsAuditRow[] = [
  {
    id: '3',
    at: '2026-12-07T03:05:00.000Z',
    staffCode: 'JY80002',
    staffName: '周敏',
    roles: ['运营'],
    permission: 'orders.ship',
    action: 'order.ship',
    targetType: 'order',
    targetId: 'JY20261207101500000011',
    diff: { orderState: { before: 2, after: 3 }, waybillNos: { after: ['SF1000000000001'] } },
    ip: '10.0.0.21',
    requestId: 'req-3f2a',
  },
  {
    id: '2',
    at: '2026-12-07T02:40:00.000Z',
    staffCode: 'JY80001',
    staffName: '林晓',
    roles: ['超级管理员'],
    permission: 'roles.manage',
    action: 'staff.roles',
    targetType: 'staff',
    targetId: 'JY80003',
    diff: { roles: { before: ['service'], after: ['service', 'operations'] } },
    ip: '10.0.0.8',
    requestId: 'req-19c0',
  },
];

const roles = (): OpsRoles => ({
  roles: opsRoleCodes.map((code) => ({
    code,
    name: opsDefaultRoles[code].name,
    permissions: [...opsDefaultRoles[code].permissions],
  })),
  staff: [
    { staffCode: 'JY80001', nickname: '林晓', isActive: true, roles: ['admin'] },
    { staffCode: 'JY80002', nickname: '周敏', isActive: true, roles: ['operations'] },
    { staffCode: 'JY80003', nickname: '陈静', isActive: true, roles: ['service'] },
    { staffCode: 'JY80009', nickname: '赵离', isActive: false, roles: [] },
  ],
});

/** The audit and role calls; setting roles keeps them, and leaving no 超级管理员 is refused as the server does. */
export function createOpsSystemMock({ audit = storyAudit }: { audit?: OpsAuditRow[] } = {}) {
  const state = roles();
  return {
    handlers: [
      http.get(ops.audit, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const staffCode = query.get('staffCode');
        const rows = audit.filter((row) => !staffCode || row.staffCode === staffCode);
        return ok({ total: rows.length, page: 1, pageSize: 20, rows });
      }),
      http.get(ops.roles, () => ok(state)),
      http.post(ops.staffRoles, async ({ request }) => {
        const body = (await request.json()) as { staffCode: string; roles: string[] };
        const admins = state.staff.filter(
          (staff) =>
            staff.isActive && (staff.staffCode === body.staffCode ? body.roles : staff.roles).includes('admin'),
        );
        if (admins.length === 0)
          return HttpResponse.json({ code: 40922, msg: '至少要保留一位在职的超级管理员' }, { status: 409 });
        const member = state.staff.find((staff) => staff.staffCode === body.staffCode);
        if (member) member.roles = body.roles;
        return ok({ staffCode: body.staffCode, roles: body.roles });
      }),
    ],
  };
}
