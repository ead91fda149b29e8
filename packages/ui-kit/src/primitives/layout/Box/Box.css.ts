import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { keysOf, responsiveStyles } from '../atoms/responsiveStyle';
import { backgrounds, displays, radii, tones, type Border } from '../atoms/values';

/** What a Box's props draw, as static classes (issue #37): the component only looks them up. */
export const display = responsiveStyles(keysOf(displays), (value) => ({ display: value }));

export const background = styleVariants(keysOf(backgrounds), (color) => ({ background: vars.color[color] }));

export const tone = styleVariants(keysOf(tones), (color) => ({ color: vars.color[color] }));

const borderColors: Record<Border, string> = {
  standard: vars.color.border,
  strong: vars.color.borderStrong,
  gold: vars.color.gold,
  brand: vars.color.brand,
  critical: vars.color.critical,
};
export const border = styleVariants(borderColors, (color) => ({ border: `1px solid ${color}` }));

export const borderRadius = styleVariants(keysOf(radii), (radius) => ({ borderRadius: vars.radius[radius] }));

export const flexGrow = styleVariants({ 0: { flexGrow: 0 }, 1: { flexGrow: 1 } });
export const flexShrink = styleVariants({ 0: { flexShrink: 0 } });
/** A flex child that may shrink below its content's width (long titles then wrap or truncate). */
export const minWidth = styleVariants({ 0: { minWidth: 0 } });
export const width = styleVariants({ full: { width: '100%' } });
export const overflow = styleVariants({ hidden: { overflow: 'hidden' }, auto: { overflow: 'auto' } });
export const position = styleVariants({ relative: { position: 'relative' } });
export const textAlign = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

/**
 * A list's bullets and indent, and the browser's margins of text blocks, go: the atoms space them.
 * Without specificity (`:where`), so a padding or margin prop wins whatever order the style sheets
 * load in (the browser's own list indent still loses: author styles beat the user agent's).
 */
export const reset = style({});
globalStyle(`:where(${reset})`, { margin: 0, padding: 0, listStyle: 'none', border: 0, minWidth: 0 });
