import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { opsRoutes as calls } from '@mall/contract/ops';
import { opsRefuse, serveOps } from '../http/opsRoute';
import type { OpsStaffService } from '../services/opsStaff';
import type { AppContext } from './context';

/**
 * The console's people (issue #29 "Staff identity and roles", "An audit trail"): who is signed in
 * and what they may do, the audit log, the roles and staff's roles. Each route's permission is
 * declared here, once.
 */
export const opsAdminRoutes: FastifyPluginAsyncTypebox<AppContext & { opsStaff: OpsStaffService }> = async (
  app,
  { opsStaff, productCode },
) => {
  serveOps(
    app,
    productCode,
    calls.me,
    // Any active staff member may ask who they are: the console draws itself from the answer.
    { permission: 'anyStaff', summary: '当前员工：角色与权限（后台据此显示可用的功能）' },
    async (_request, _reply, staff) => ({
      code: OK,
      msg: 'success',
      data: {
        staffCode: staff.staffCode,
        nickname: staff.nickname,
        roles: staff.roles,
        permissions: staff.permissions,
      },
    }),
  );

  serveOps(
    app,
    productCode,
    calls.audit,
    { permission: 'audit.read', summary: '操作日志：按人员、动作、对象与时间筛选，最新在前' },
    async (request, reply) => {
      const page = await opsStaff.auditLog(request.query);
      if (!page) return opsRefuse(reply, 'badRange');
      return { code: OK, msg: 'success', data: page };
    },
  );

  serveOps(
    app,
    productCode,
    calls.roles,
    { permission: 'roles.manage', summary: '角色与权限，以及员工的角色' },
    async () => ({ code: OK, msg: 'success', data: await opsStaff.roles() }),
  );

  serveOps(
    app,
    productCode,
    calls.staffRoles,
    { permission: 'roles.manage', summary: '设置员工的角色（至少保留一位在职超级管理员；记入操作日志）' },
    async (request, reply, staff) => {
      const outcome = await opsStaff.setRoles(request, staff, request.body.staffCode, request.body.roles);
      if (outcome.kind !== 'done') return opsRefuse(reply, outcome.kind);
      return { code: OK, msg: 'success', data: { staffCode: request.body.staffCode, roles: outcome.roles } };
    },
  );
};
