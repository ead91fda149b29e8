import { globalStyle, style } from '@vanilla-extract/css';
import { responsiveStyles } from '../atoms/responsiveStyle';

const tileColumns = [1, 2, 3, 4, 5, 6] as const;

export const tiles = style({ display: 'grid' });

/** An even grid of n columns per breakpoint; minmax(0, 1fr) so a long word cannot widen one. */
export const columns = responsiveStyles(
  Object.fromEntries(tileColumns.map((count) => [count, count])) as Record<(typeof tileColumns)[number], number>,
  (count) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }),
);

/** A list's own indent and bullets go (no specificity, so atoms win). */
export const list = style({});
globalStyle(`:where(${list})`, { margin: 0, padding: 0, listStyle: 'none' });

/** Each tile of a list; min-width 0 so its content cannot widen the track. */
export const item = style({ minWidth: 0 });
