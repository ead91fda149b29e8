import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const intro = style({ margin: 0, color: vars.color.text });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: `${vars.space.medium} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const version = style({
  marginInlineStart: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const error = style({
  margin: `${vars.space.medium} 0 0`,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});
