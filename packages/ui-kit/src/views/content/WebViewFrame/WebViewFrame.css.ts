import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The whole window: the bar, then the frame taking what is left. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.medium,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const body = style({ flex: 1, display: 'flex' });

export const frame = style({
  flex: 1,
  width: '100%',
  minHeight: '70vh',
  border: 0,
  display: 'block',
});

export const refusal = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.gutter,
});
