import { breakpoints } from '../../../theme/breakpoints';
import type { Breakpoint } from '../responsive';

/**
 * For play functions: the value a responsive prop should draw at the window's width now, so a story
 * asserts the computed layout at whatever viewport it runs in (the phone, tablet or design width).
 */
export function expectedAt<T>(values: Record<Breakpoint, T>): T {
  const width = window.innerWidth;
  if (width >= breakpoints.desktop) return values.desktop;
  if (width >= breakpoints.tablet) return values.tablet;
  return values.mobile;
}
