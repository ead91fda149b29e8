import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const frame = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.large,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.large,
});

// Four large controls wide: the longest group label (帮助与反馈) and entry fit on one line.
export const menu = style({
  flexShrink: 0,
  width: `calc(${vars.size.controlLarge} * 4)`,
  marginTop: vars.space.large,
  paddingBlock: vars.space.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const group = style({
  paddingBlock: vars.space.small,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.small,
  fontSize: vars.fontSize.lead,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  borderInlineStart: '3px solid transparent',
  color: vars.color.textMuted,
  textDecoration: 'none',
  ':hover': { color: vars.color.brand },
  selectors: {
    '&[aria-current]': {
      color: vars.color.brand,
      fontWeight: vars.fontWeight.medium,
      borderInlineStartColor: vars.color.brand,
      background: vars.color.brandSoft,
    },
  },
});

export const content = style({ flexGrow: 1, minWidth: 0 });
