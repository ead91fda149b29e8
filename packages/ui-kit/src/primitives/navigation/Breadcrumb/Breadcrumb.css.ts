import { style } from '@vanilla-extract/css';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginRight: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  ...onHover({ color: vars.color.brand, textDecoration: 'underline' }),
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.fontWeight.medium, cursor: 'default' },
  },
});
