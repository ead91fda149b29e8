import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staff } from './people';

/**
 * The operations console's roles (issue #29; DESIGN.md §10): 超级管理员, 运营, 客服, 商品, 内容, 财务. The
 * codes and their default grants are the contract's (`@mall/contract/ops` opsDefaultRoles); the seed
 * writes them and an administrator edits them. The server reads them on every console request.
 */
export const opsRoles = pgTable('ops_roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** What each role may do: one row a permission code (`orders.ship`, …). */
export const opsRolePermissions = pgTable(
  'ops_role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => opsRoles.code, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/** Which roles each staff member holds. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => opsRoles.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.role] }), index('staff_roles_role').on(t.role)],
);

/** A field's value before and after an act; the key is absent on the side where the field did not exist. */
export type AuditDiff = Record<string, { before?: unknown; after?: unknown }>;

/**
 * The audit trail (issue #29 "An audit trail that cannot be rewritten"): every console write records
 * here, in the same transaction as the change, who did it (staff id and code, their roles then),
 * under which permission, what, on which target, the fields' before and after, from which address
 * and in which request. Append-only: triggers of migration 0031 refuse UPDATE, DELETE and TRUNCATE.
 * No foreign key to staff, so the record outlives anyone's account (and the demo's reseed, which
 * truncates staff with cascade, leaves it alone).
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').notNull(),
    staffCode: text('staff_code').notNull(),
    roles: text('roles').array().notNull(),
    permission: text('permission').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    diff: jsonb('diff').$type<AuditDiff>().notNull(),
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    index('ops_audit_at').on(t.at),
    index('ops_audit_staff_at').on(t.staffCode, t.at),
    index('ops_audit_target').on(t.targetType, t.targetId, t.at),
  ],
);

/** Internal notes staff add to an order (the shopper never sees them); on the order page's timeline. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.at)],
);
