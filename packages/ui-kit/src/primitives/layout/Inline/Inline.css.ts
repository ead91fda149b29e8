import { globalStyle, style } from '@vanilla-extract/css';

/** A row that wraps; its gap and alignment are the shared atom tables (atoms/*.css.ts). */
export const inline = style({ display: 'flex', flexDirection: 'row' });

/** A list's own indent and bullets go (no specificity, so atoms win). */
export const list = style({});
globalStyle(`:where(${list})`, { margin: 0, padding: 0, listStyle: 'none' });

/** Each child of a list row. */
export const item = style({ display: 'block' });
