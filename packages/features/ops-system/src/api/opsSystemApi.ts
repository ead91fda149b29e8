import { opsCalls, type OpsAuditQuery, type OpsStaffRolesBody } from '@mall/contract/ops';
import { bindCalls, type ApiClient } from '@mall/core';

/** The console's audit trail and roles (issue #29 "An audit trail that cannot be rewritten", "Staff identity and roles"). */
export function createOpsSystemApi(client: ApiClient, productCode: string) {
  const ops = bindCalls(client, productCode, {
    audit: opsCalls.audit,
    roles: opsCalls.roles,
    staffRoles: opsCalls.staffRoles,
  });
  return {
    audit: (query: OpsAuditQuery) => ops.audit(query),
    roles: () => ops.roles(),
    setStaffRoles: (body: OpsStaffRolesBody) => ops.staffRoles(body),
  };
}

export type OpsSystemApi = ReturnType<typeof createOpsSystemApi>;
