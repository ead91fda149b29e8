/** The mutually exclusive auth drawers (spec §2 layout shell). */
export const authDrawers = ['login', 'register', 'reset'] as const;
export type AuthDrawer = (typeof authDrawers)[number];

/** spec §4: switching closes one drawer and opens the other after 300 ms. */
export const drawerSwitchDelayMs = 300;

/** One step of the drawer host: which drawer shows now, and which opens after a delay. */
export type DrawerStep = { open: AuthDrawer | null; next: AuthDrawer | null; delayMs: number };

/**
 * spec §4 drawers: opening `target` while another drawer is open closes that one first and opens
 * `target` after 300 ms; with none open it opens at once; asking for the open one changes nothing.
 */
export function switchDrawer(current: AuthDrawer | null, target: AuthDrawer | null): DrawerStep {
  if (target === null) return { open: null, next: null, delayMs: 0 };
  if (current === null) return { open: target, next: null, delayMs: 0 };
  if (current === target) return { open: current, next: null, delayMs: 0 };
  return { open: null, next: target, delayMs: drawerSwitchDelayMs };
}
