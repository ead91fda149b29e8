import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Stack's own classes; its gap, direction and alignment are the shared atom tables (atoms/*.css.ts),
 * looked up per breakpoint. Static classes (issue #16): nothing is computed at run time.
 */
export const stack = style({ display: 'flex' });

/** A list's own indent and bullets go: the stack spaces its items (no specificity, so atoms win). */
export const list = style({});
globalStyle(`:where(${list})`, { margin: 0, padding: 0, listStyle: 'none' });

/** Each child of a list stack. */
export const item = style({ display: 'block' });
