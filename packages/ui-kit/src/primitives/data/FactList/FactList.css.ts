import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const factRow = style({ display: 'contents' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

const fromTablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const fromDesktop = `screen and (min-width: ${breakpoints.desktop}px)`;
const pairs = (count: number) => ({ gridTemplateColumns: `repeat(${count}, max-content minmax(0, 1fr))` });

/**
 * Two or three label and value pairs side by side (the console's order facts): the pairs flow row by
 * row through repeated label/value tracks. One pair a row below the tablet width; three only from
 * the desktop width, two between.
 */
export const pairColumns = {
  1: style({}),
  2: style({ '@media': { [fromTablet]: pairs(2) } }),
  3: style({ '@media': { [fromTablet]: pairs(2), [fromDesktop]: pairs(3) } }),
};
