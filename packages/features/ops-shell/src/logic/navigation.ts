import { grantsAccess, type OpsGrant } from '@mall/contract/ops';

/** A page of the console's navigation and the permission its calls need (the server checks the same). */
export type OpsNavItem = { key: string; path: string; permission: OpsGrant; group: string };

/** The navigation a staff member sees: only what their roles let them use (issue #29; the server is the authority). */
export function visibleNavigation<Item extends Pick<OpsNavItem, 'permission'>>(
  items: readonly Item[],
  permissions: readonly string[],
): Item[] {
  return items.filter((item) => grantsAccess(permissions, item.permission));
}
