import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/**
 * Added to the IconButton look (its recipe's neutral tone): the same hover and focus ring for a plain
 * anchor, from CSS rather than React Aria's data attributes.
 */
export const link = style({
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
  '@media': {
    // Only under a mouse or pen: a tap on a phone would leave the highlight behind.
    '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand } } },
  },
});
