import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const orderNo = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  fontFamily: vars.font.numeric,
});

export const caption = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
});

export const time = style({ fontSize: vars.fontSize.small });

export const status = style({ marginInlineStart: 'auto', display: 'inline-flex', gap: vars.space.small });

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  borderTop: `1px dashed ${vars.color.border}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const amount = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.small, margin: 0 });

export const detail = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
  },
});
