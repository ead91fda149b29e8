import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';
import { responsiveStyles } from '../atoms/responsiveStyle';
import type { Space } from '../atoms/values';

/** The gap between the columns, which a fraction's width takes into account. */
const gapVar = createVar();

export const columns = style({ display: 'flex', flexDirection: 'row' });

/** The gap per space token and breakpoint, set as a variable the columns' widths read. */
export const space = responsiveStyles(vars.space, (token: Space) => ({
  vars: { [gapVar]: vars.space[token] },
  gap: gapVar,
}));

const from = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

/** Below the breakpoint the columns stack (a column of full-width rows); from it on they stand in a row. */
export const collapseBelow = styleVariants(from, (query) => ({
  flexDirection: 'column',
  '@media': { [query]: { flexDirection: 'row' } },
}));

/** A fraction of the row: its share of the width left once the gaps are taken out. */
const fraction = (share: number): StyleRule => ({
  flex: `0 0 calc(${share} * (100% + ${gapVar}) - ${gapVar})`,
  minWidth: 0,
});

const widthRules = {
  fluid: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
  '1/5': fraction(1 / 5),
  '2/5': fraction(2 / 5),
  '3/5': fraction(3 / 5),
  '4/5': fraction(4 / 5),
} satisfies Record<string, StyleRule>;
export type ColumnWidth = keyof typeof widthRules;

/**
 * A column's width per the Columns' collapse: applied at every width (none), or only from the
 * breakpoint on where the Columns stack below it (a fraction of a stacked column would be its height).
 */
export const width = {
  none: styleVariants(widthRules),
  tablet: styleVariants(widthRules, (rule) => ({ '@media': { [from.tablet]: rule } })),
  desktop: styleVariants(widthRules, (rule) => ({ '@media': { [from.desktop]: rule } })),
};
