import type { StyleRule } from '@vanilla-extract/css';

/**
 * A control's look under a resting pointer, on devices that hover only (a tap on a phone leaves no
 * sticky hover behind) and never while the control is disabled (`data-disabled`).
 */
export function onHover(
  style: StyleRule['selectors'] extends infer S ? (S extends Record<string, infer R> ? R : never) : never,
): StyleRule {
  return { '@media': { '(hover: hover)': { selectors: { '&:hover:not([data-disabled])': style } } } };
}
