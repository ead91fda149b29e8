import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

/** A text link of the rights-fund pages (to the fund's orders). */
export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  borderRadius: vars.radius.small,
  outlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
