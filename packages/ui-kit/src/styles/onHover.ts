import type { StyleRule } from '@vanilla-extract/css';

/**
 * A control's look under a resting pointer, on devices that hover only (a tap on a phone leaves no
 * sticky hover behind) and never while the control is disabled (`data-disabled`, or a link's
 * `aria-disabled`), nor while it matches `except` (the current page's link).
 */
export function onHover(
  style: NonNullable<StyleRule['selectors']>[string],
  { except }: { except?: string } = {},
): StyleRule {
  const hovered = `&:hover:not([data-disabled]):not([aria-disabled="true"])${except ? `:not(${except})` : ''}`;
  return { '@media': { '(hover: hover)': { selectors: { [hovered]: style } } } };
}
