import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const state = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

/** The way home, drawn as the primary button. */
export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' } },
});
