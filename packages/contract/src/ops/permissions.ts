/**
 * The operations console's permissions and roles (issue #29; DESIGN.md §10), as plain data without
 * TypeBox: the console draws only what a staff member may use from these codes, and the server checks
 * the same codes on every call. The roles' grants here are the seed's defaults; the database
 * (ops_roles, ops_role_permissions) is the authority once it is seeded, and an administrator edits it.
 */

/** Every permission an ops call can require: one per kind of act, named `<area>.<act>`. */
export const opsPermissions = [
  'orders.read',
  'orders.note',
  'orders.ship',
  'aftersales.review',
  'refunds.approve',
  'invoices.manage',
  'service.reply',
  'members.read',
  'catalogue.manage',
  'content.manage',
  'exports.run',
  'audit.read',
  'roles.manage',
] as const;
export type OpsPermission = (typeof opsPermissions)[number];

/** Whether a string is a permission of the catalogue (the database may hold codes a newer server wrote). */
export const isOpsPermission = (code: string): code is OpsPermission =>
  (opsPermissions as readonly string[]).includes(code);

/**
 * What a console page or call needs: one permission, or any of several (the after-sales pages are read by whoever
 * reviews an application, 运营, and whoever confirms a large refund, 财务).
 */
export type OpsGrant = OpsPermission | readonly OpsPermission[];

/** Whether a staff member's permissions grant what a page or call needs (any of a list). */
export function grantsAccess(permissions: readonly string[], needed: OpsGrant): boolean {
  const anyOf: readonly OpsPermission[] = typeof needed === 'string' ? [needed] : needed;
  return anyOf.some((permission) => permissions.includes(permission));
}

/** Whether a value is a grant of the catalogue: a permission, or a non-empty list of them. */
export const isOpsGrant = (value: unknown): value is OpsGrant =>
  (typeof value === 'string' && isOpsPermission(value)) ||
  (Array.isArray(value) &&
    value.length > 0 &&
    value.every((code) => typeof code === 'string' && isOpsPermission(code)));

/** The after-sales pages and their reads: reviewed by 运营, confirmed by 财务 above the threshold (issue #29). */
export const AFTERSALES_READ: OpsGrant = ['aftersales.review', 'refunds.approve'];

/** The six roles' codes (DESIGN.md §10): 超级管理员, 运营, 客服, 商品, 内容, 财务. */
export const opsRoleCodes = ['admin', 'operations', 'service', 'catalogue', 'content', 'finance'] as const;
export type OpsRoleCode = (typeof opsRoleCodes)[number];

/** The role that holds every permission; the server refuses to leave no active staff member in it. */
export const OPS_ADMIN_ROLE: OpsRoleCode = 'admin';

/** Each role's name and its default grants (the seed writes them; issue #29 "Staff identity and roles"). */
export const opsDefaultRoles: Readonly<Record<OpsRoleCode, { name: string; permissions: readonly OpsPermission[] }>> = {
  admin: { name: '超级管理员', permissions: opsPermissions },
  operations: {
    name: '运营',
    permissions: ['orders.read', 'orders.note', 'orders.ship', 'aftersales.review', 'members.read'],
  },
  service: { name: '客服', permissions: ['orders.read', 'service.reply', 'members.read'] },
  catalogue: { name: '商品', permissions: ['catalogue.manage'] },
  content: { name: '内容', permissions: ['content.manage'] },
  finance: { name: '财务', permissions: ['orders.read', 'refunds.approve', 'invoices.manage', 'exports.run'] },
};

/**
 * The console's order tabs (issue #29 "Orders"): by the order's state — 待付款 (1, 14), 待发货 (paid,
 * waiting to ship), 已发货 (3, 8, 19, 20), 已完成 (4), 已关闭 (5, 6, 7) — and 售后 (an order with a
 * refund or after-sales application, whatever its state). `all` holds every order.
 */
export const opsOrderTabs = ['all', 'unpaid', 'toShip', 'shipped', 'done', 'closed', 'afterSale'] as const;
export type OpsOrderTab = (typeof opsOrderTabs)[number];
/** The tab an order's state puts it under (a row's `statusTab`); 售后 is a flag beside it. */
export type OpsOrderStateTab = Exclude<OpsOrderTab, 'all' | 'afterSale'>;

/** Page sizes the order list and the audit log offer. */
export const opsPageSizes = [10, 20, 50, 100] as const;
export type OpsPageSize = (typeof opsPageSizes)[number];

/** What an order's timeline entry records (issue #29: everything that happened to it, oldest first). */
export const opsTimelineKinds = [
  'created',
  'paid',
  'shipped',
  'delivered',
  'received',
  'refund',
  'invoice',
  'guarantee',
  'gift',
  'note',
  'closed',
] as const;
export type OpsTimelineKind = (typeof opsTimelineKinds)[number];

/** Longest internal note staff may add to an order. */
export const OPS_NOTE_MAX = 500;
