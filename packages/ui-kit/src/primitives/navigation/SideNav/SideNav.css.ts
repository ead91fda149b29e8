import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlock: vars.space.gutter,
  paddingInline: vars.space.gutter,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.large,
});

export const groupTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.goldText,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '1px' },
    '&[aria-current="page"]': {
      background: vars.color.surface,
      borderInlineStartColor: vars.color.brand,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.medium,
    },
  },
});
