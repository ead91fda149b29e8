import {
  isOpsPermission,
  OPS_ADMIN_ROLE,
  type OpsAuditPage,
  type OpsAuditQuery,
  type OpsPermission,
  type OpsRoles,
} from '@mall/contract/ops';
import type { Db } from '../db/database';
import type { Tx } from '../repositories/orderBasics';
import {
  activeHolders,
  existingRoles,
  insertAudit,
  listOpsRoles,
  listStaffWithRoles,
  lockRoleChanges,
  opsStaffById,
  replaceStaffRoles,
  searchAudit,
  staffForRoleChange,
} from '../repositories/opsStaff';
import type { Identity } from './tokens';
import { staffUidOffset } from './staff';
import { auditDiff, chinaDayRange } from './opsRules';

/** A staff member the console let through: who they are, their roles and what those grant now. */
export type OpsStaff = {
  id: number;
  staffCode: string;
  nickname: string;
  roles: { code: string; name: string }[];
  permissions: OpsPermission[];
};

/** Where a console request came from, for its audit row (a Fastify request has both). */
export type RequestOrigin = { ip: string; id: string };

/** What one audited act records besides its actor (issue #29 "An audit trail that cannot be rewritten"). */
export type AuditEntry = {
  permission: OpsPermission;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/**
 * Appends the audit row of an act, in the transaction `tx` that makes the change (so there is a row
 * exactly when the change is committed): the actor and their roles, the permission used, the act and
 * its target, the fields' diff, the address and the request id.
 */
export async function audit(tx: Tx, request: RequestOrigin, staff: OpsStaff, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, {
    staffId: staff.id,
    staffCode: staff.staffCode,
    roles: staff.roles.map((role) => role.code),
    permission: entry.permission,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    diff: auditDiff(entry.before, entry.after),
    ip: request.ip,
    requestId: request.id,
  });
}

/** The outcome of a role change. */
export type RoleChange =
  { kind: 'done'; roles: string[] } | { kind: 'noStaff' } | { kind: 'unknownRole' } | { kind: 'lastAdmin' };

class LastAdmin extends Error {}

/** The console's people: the permission check's lookup, roles, role changes and the audit log. */
export function opsStaffService(db: Db) {
  return {
    /**
     * The active staff member behind a staff session, with the roles and permissions the database
     * holds now (read on every console request: a role change holds from the next request on, on
     * every instance). Null for a member, an unknown or inactive staff member.
     */
    async staffOf(identity: Identity): Promise<OpsStaff | null> {
      if (!identity.isStaff) return null;
      const row = await opsStaffById(db, identity.uid - staffUidOffset);
      if (!row || !row.isActive || row.staffCode !== identity.staffCode) return null;
      return {
        id: row.id,
        staffCode: row.staffCode,
        nickname: row.nickname,
        roles: row.roles,
        permissions: row.permissions.filter(isOpsPermission),
      };
    },

    async roles(): Promise<OpsRoles> {
      const [roles, staff] = await Promise.all([listOpsRoles(db), listStaffWithRoles(db)]);
      return {
        roles: roles.map((role) => ({ ...role, permissions: role.permissions.filter(isOpsPermission) })),
        staff,
      };
    },

    /**
     * Replaces a staff member's roles, audited; refused when no active staff member would be left
     * holding 超级管理员 (nobody could give roles again). Role changes are serialised so two
     * administrators removing each other at once cannot both succeed.
     */
    async setRoles(
      request: RequestOrigin,
      actor: OpsStaff,
      staffCode: string,
      roles: readonly string[],
    ): Promise<RoleChange> {
      const wanted = [...new Set(roles)].sort();
      try {
        return await db.transaction(async (tx) => {
          await lockRoleChanges(tx);
          const person = await staffForRoleChange(tx, staffCode);
          if (!person) return { kind: 'noStaff' } as const;
          if ((await existingRoles(tx, wanted)).length !== wanted.length) return { kind: 'unknownRole' } as const;
          await replaceStaffRoles(tx, person.id, wanted);
          if ((await activeHolders(tx, OPS_ADMIN_ROLE)) === 0) throw new LastAdmin();
          await audit(tx, request, actor, {
            permission: 'roles.manage',
            action: 'staff.roles',
            targetType: 'staff',
            targetId: staffCode,
            before: { roles: person.roles },
            after: { roles: wanted },
          });
          return { kind: 'done', roles: wanted } as const;
        });
      } catch (error) {
        if (error instanceof LastAdmin) return { kind: 'lastAdmin' };
        throw error;
      }
    },

    /** The audit log, filtered, newest first; null when the day range is backwards. */
    async auditLog(query: OpsAuditQuery): Promise<OpsAuditPage | null> {
      const range = chinaDayRange(query.from, query.to);
      if (!range) return null;
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const found = await searchAudit(
        db,
        {
          staffCode: query.staffCode,
          action: query.action,
          targetType: query.targetType,
          targetId: query.targetId,
          from: range.since,
          until: range.until,
        },
        pageSize,
        (page - 1) * pageSize,
      );
      return {
        total: found.total,
        page,
        pageSize,
        rows: found.rows.map((row) => ({
          id: row.id,
          at: new Date(row.at).toISOString(),
          staffCode: row.staff_code,
          staffName: row.staff_name ?? row.staff_code,
          roles: row.roles,
          permission: row.permission,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          diff: row.diff,
          ip: row.ip,
          requestId: row.request_id,
        })),
      };
    },
  };
}
export type OpsStaffService = ReturnType<typeof opsStaffService>;
