import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { opsAudit, opsRolePermissions, opsRoles, staff, staffRoles, type AuditDiff } from '../db/schema';
import type { Tx } from './orderBasics';

/* The operations console's people (issue #29): staff's roles and permissions, read on every console
   request, the role catalogue an administrator edits, and the append-only audit trail. */

type Conn = Db | Tx;

/** A staff member as the console's permission check reads them: active or not, their roles and grants. */
export type OpsStaffRow = {
  id: number;
  staffCode: string;
  nickname: string;
  isActive: boolean;
  roles: { code: string; name: string }[];
  permissions: string[];
};

/**
 * One staff member with their roles and what those grant, in one statement (the permission check
 * runs it on every console request, so a role change is seen by the next request on any instance).
 */
export async function opsStaffById(db: Conn, staffId: number): Promise<OpsStaffRow | null> {
  const [row] = rowsOf<{
    id: number;
    staff_code: string;
    nickname: string;
    is_active: boolean;
    roles: { code: string; name: string }[] | null;
    permissions: string[] | null;
  }>(
    await db.execute(sql`
      select s.id, s.staff_code, s.nickname, s.is_active,
        (select json_agg(json_build_object('code', r.code, 'name', r.name) order by r.code)
           from staff_roles sr join ops_roles r on r.code = sr.role where sr.staff_id = s.id) as roles,
        (select array_agg(distinct p.permission order by p.permission)
           from staff_roles sr join ops_role_permissions p on p.role = sr.role where sr.staff_id = s.id) as permissions
      from staff s where s.id = ${staffId}`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    staffCode: row.staff_code,
    nickname: row.nickname,
    isActive: row.is_active,
    roles: row.roles ?? [],
    permissions: row.permissions ?? [],
  };
}

/** The roles with their permissions, by code. */
export async function listOpsRoles(db: Conn): Promise<{ code: string; name: string; permissions: string[] }[]> {
  const [roles, grants] = await Promise.all([
    db.select().from(opsRoles).orderBy(opsRoles.code),
    db.select().from(opsRolePermissions).orderBy(opsRolePermissions.role, opsRolePermissions.permission),
  ]);
  return roles.map((role) => ({
    ...role,
    permissions: grants.filter((grant) => grant.role === role.code).map((grant) => grant.permission),
  }));
}

/** Every staff member with their role codes, by staff code. */
export async function listStaffWithRoles(
  db: Conn,
): Promise<{ staffCode: string; nickname: string; isActive: boolean; roles: string[] }[]> {
  const [people, held] = await Promise.all([
    db
      .select({ id: staff.id, staffCode: staff.staffCode, nickname: staff.nickname, isActive: staff.isActive })
      .from(staff)
      .orderBy(staff.staffCode),
    db.select().from(staffRoles).orderBy(staffRoles.role),
  ]);
  return people.map(({ id, ...person }) => ({
    ...person,
    roles: held.filter((row) => row.staffId === id).map((row) => row.role),
  }));
}

/** A staff member's id and role codes by staff code, their row locked for the change. */
export async function staffForRoleChange(tx: Tx, staffCode: string): Promise<{ id: number; roles: string[] } | null> {
  const [person] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.staffCode, staffCode)).for('update');
  if (!person) return null;
  const held = await tx.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.staffId, person.id));
  return { id: person.id, roles: held.map((row) => row.role).sort() };
}

/** Which of these role codes exist. */
export async function existingRoles(db: Conn, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: opsRoles.code })
    .from(opsRoles)
    .where(inArray(opsRoles.code, [...codes]));
  return rows.map((row) => row.code);
}

/**
 * Serialises role changes across instances for the rest of the transaction (the last-administrator
 * rule reads the holders, then writes: two changes at once must not each leave the other's admin).
 */
export async function lockRoleChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
}
/** An arbitrary, fixed advisory-lock key for role changes. */
const ROLE_CHANGE_LOCK = 4_220_590;

/** Replaces a staff member's roles. */
export async function replaceStaffRoles(tx: Tx, staffId: number, roles: readonly string[]): Promise<void> {
  await tx.delete(staffRoles).where(eq(staffRoles.staffId, staffId));
  if (roles.length > 0) await tx.insert(staffRoles).values(roles.map((role) => ({ staffId, role })));
}

/** How many active staff members hold a role. */
export async function activeHolders(db: Conn, role: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(eq(staffRoles.role, role), eq(staff.isActive, true)));
  return Number(row?.n ?? 0);
}

/** One audit row to append. */
export type NewAuditRow = {
  staffId: number;
  staffCode: string;
  roles: string[];
  permission: string;
  action: string;
  targetType: string;
  targetId: string;
  diff: AuditDiff;
  ip: string;
  requestId: string;
};

/** Appends an audit row (inside the transaction of the change it records). */
export async function insertAudit(tx: Tx, row: NewAuditRow): Promise<void> {
  await tx.insert(opsAudit).values(row);
}

/** The audit log's filters; `from`/`to` are instants (the service turns China days into them). */
export type AuditFilter = {
  staffCode?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
};

/** A page of the audit log, newest first, with the total under the filters. */
export async function searchAudit(db: Conn, filter: AuditFilter, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.staffCode) conditions.push(sql`a.staff_code = ${filter.staffCode}`);
  if (filter.action) conditions.push(sql`a.action = ${filter.action}`);
  if (filter.targetType) conditions.push(sql`a.target_type = ${filter.targetType}`);
  if (filter.targetId) conditions.push(sql`a.target_id = ${filter.targetId}`);
  if (filter.from) conditions.push(sql`a.at >= ${filter.from}`);
  if (filter.until) conditions.push(sql`a.at < ${filter.until}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ops_audit a ${where}`));
  const rows = rowsOf<{
    id: string;
    at: Date | string;
    staff_code: string;
    staff_name: string | null;
    roles: string[];
    permission: string;
    action: string;
    target_type: string;
    target_id: string;
    diff: AuditDiff;
    ip: string;
    request_id: string;
  }>(
    await db.execute(sql`
      select a.id::text as id, a.at, a.staff_code, s.nickname as staff_name, a.roles, a.permission, a.action,
        a.target_type, a.target_id, a.diff, a.ip, a.request_id
      from ops_audit a left join staff s on s.id = a.staff_id and s.staff_code = a.staff_code
      ${where}
      order by a.at desc, a.id desc
      limit ${limit} offset ${offset}`),
  );
  return { total: Number(total?.n ?? 0), rows };
}

/** Every audit row of a target, oldest first (the order timeline names who shipped it). */
export async function auditOfTarget(db: Conn, targetType: string, targetId: string) {
  return rowsOf<{ action: string; at: Date | string; staff_code: string; staff_name: string | null }>(
    await db.execute(sql`
      select a.action, a.at, a.staff_code, s.nickname as staff_name
      from ops_audit a left join staff s on s.id = a.staff_id
      where a.target_type = ${targetType} and a.target_id = ${targetId}
      order by a.at, a.id`),
  );
}
