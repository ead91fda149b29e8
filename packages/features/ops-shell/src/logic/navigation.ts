import type { OpsPermission } from '@mall/contract/ops';

/** A page of the console's navigation and the permission its calls need (the server checks the same). */
export type OpsNavItem = { key: string; path: string; permission: OpsPermission; group: string };

/** The navigation a staff member sees: only what their roles let them use (issue #29; the server is the authority). */
export function visibleNavigation<Item extends Pick<OpsNavItem, 'permission'>>(
  items: readonly Item[],
  permissions: readonly string[],
): Item[] {
  const granted = new Set(permissions);
  return items.filter((item) => granted.has(item.permission));
}
