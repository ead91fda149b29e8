/** Anything shaped like a menu tree: an id and optional children. */
type MenuNode = { id: string; children?: readonly MenuNode[] };

/**
 * The ids from the top-level tab down to the menu item `currentId` (the page on show), or an
 * empty list when it is not in the menu. The first id is the tab to mark as current.
 */
export function currentTrail(items: readonly MenuNode[], currentId: string | undefined): string[] {
  if (currentId === undefined) return [];
  for (const item of items) {
    if (item.id === currentId) return [item.id];
    const below = currentTrail(item.children ?? [], currentId);
    if (below.length > 0) return [item.id, ...below];
  }
  return [];
}

/** Whether a tab opens a category panel: only when it has children (spec §3 navigation menu item). */
export function hasCategoryPanel(item: { children?: readonly unknown[] }): boolean {
  return (item.children?.length ?? 0) > 0;
}

/**
 * The aria-current value of a top-level tab: "page" on a tab link whose page is on show; "true"
 * on a category tab (a button) whose section holds the page on show; nothing otherwise.
 */
export function tabCurrent(
  trail: readonly string[],
  tabId: string,
  isCategoryTab: boolean,
): 'page' | 'true' | undefined {
  if (trail[0] !== tabId) return undefined;
  return isCategoryTab ? 'true' : 'page';
}
