import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

const focusRing = { outline: focusOutline, outlineOffset: '2px' };

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '640px',
  maxWidth: '100%',
  padding: vars.space.large,
  boxSizing: 'border-box',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  selectors: { '&:focus-within': { outline: focusOutline, outlineOffset: '1px' } },
});

export const fieldIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInlineStart: vars.space.medium,
  color: vars.color.textMuted,
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space.small,
  border: 'none',
  outline: 'none',
  background: 'none',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lead,
  '::placeholder': { color: vars.color.textMuted },
});

export const submit = style({
  paddingInline: vars.space.large,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.onBrand}`, outlineOffset: '-4px' },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.strong });

export const words = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const word = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.targetMin,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[data-flagged]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const flag = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '16px',
  height: '16px',
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.caption,
  fontWeight: vars.fontWeight.strong,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.targetMin,
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { color: vars.color.brand }, '&[data-focus-visible]': focusRing },
});

export const slideControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const position = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
