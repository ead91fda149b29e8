/**
 * SWR keys of the layout feature; the first element is the domain (STYLE.md §5). The adverts (the
 * gold advert, also the gold-price page's) use core's `sharedKeys`.
 */
export const layoutKeys = {
  menus: (menuType: 0 | 1) => ['layout', 'menus', menuType] as const,
  notices: () => ['layout', 'notices'] as const,
  graying: () => ['layout', 'graying'] as const,
  goldPrice: () => ['layout', 'goldPrice'] as const,
  classifies: () => ['layout', 'classifies'] as const,
};
