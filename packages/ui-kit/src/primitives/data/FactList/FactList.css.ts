import { style, styleVariants } from '@vanilla-extract/css';
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

/**
 * Two or three label and value pairs side by side (the console's order facts): the pairs flow row by
 * row through repeated label/value tracks; below the tablet width they fall back to one pair a row.
 */
export const pairColumns = styleVariants({ 1: 1, 2: 2, 3: 3 }, (count) => ({
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: `repeat(${count}, max-content minmax(0, 1fr))`,
    },
  },
}));
