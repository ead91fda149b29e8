import { breakpoints } from '../theme/breakpoints';

/**
 * Windows narrower than the tablet breakpoint (phones) show the page at the smallest zoom of spec §1
 * (768/1400 × 1280/1400 ≈ 0.50; apps/mall zoom.ts), where a target drawn 24 px tall measures 12 CSS
 * px. Media queries read the window, not the zoomed page, so they find these windows.
 */
export const narrowWindow = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

/**
 * Added to an interactive target's style: on narrow windows it grows to 48 px, which the smallest
 * zoom draws at 24 by 24 CSS px (WCAG 2.2 2.5.8, Lighthouse's target-size audit in its mobile run).
 * Wider windows keep the design's sizes. The target must be a block or inline-flex box.
 */
export const narrowTarget = {
  '@media': { [narrowWindow]: { minWidth: '48px', minHeight: '48px' } },
};
