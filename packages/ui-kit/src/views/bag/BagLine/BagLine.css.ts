import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 88px minmax(0, 1fr)',
    gap: vars.space.medium,
    alignItems: 'start',
    paddingBlock: vars.space.gutter,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    isInvalid: { true: { color: vars.color.textMuted }, false: {} },
  },
});

export const check = style({ paddingBlockStart: vars.space.large, minWidth: vars.size.targetMin });

export const thumb = recipe({
  base: { width: '88px', borderRadius: vars.radius.medium, overflow: 'hidden', background: vars.color.surfaceMuted },
  variants: { isInvalid: { true: { opacity: 0.55 }, false: {} } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: 0,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'flex', gap: vars.space.xsmall });

export const factValue = style({ margin: 0 });

export const presale = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.goldSoft,
  color: vars.color.goldText,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
  marginBlockStart: vars.space.xsmall,
});

export const invalidTag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.caption,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const remove = style({
  flex: 'none',
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  padding: vars.space.xxsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '1px' },
  },
});
