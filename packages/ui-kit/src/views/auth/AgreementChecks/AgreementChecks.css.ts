import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const link = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});
