import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  background: vars.color.goldSoft,
  border: `1px solid ${vars.color.gold}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.goldText,
});

export const rules = style({
  margin: 0,
  paddingLeft: vars.space.gutter,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.textMuted,
});
