import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** Wide enough for two buttons side by side and a greeting with a card level. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: `calc(${vars.size.contentWidth} / 5)`,
  maxWidth: '100%',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const prompt = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
  background: vars.color.goldSoft,
  color: vars.color.goldText,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const greetingLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
});

export const greeting = style({ fontWeight: vars.fontWeight.strong });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.caption });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '-2px' },
  },
  '@media': {
    // Only under a mouse or pen: a tap on a phone would leave the highlight behind.
    '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brand, background: vars.color.surfaceMuted } } },
  },
});
