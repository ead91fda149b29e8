import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.goldSoft,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.goldText,
});

export const formula = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  margin: 0,
});

export const term = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const caption = style({ fontSize: vars.fontSize.caption, color: vars.color.textMuted });

export const figure = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.lead,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({
  marginLeft: vars.space.xxsmall,
  fontSize: vars.fontSize.caption,
  color: vars.color.textMuted,
});

export const operator = style({
  fontSize: vars.fontSize.lead,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xxsmall,
});

export const total = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.price,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.caption, color: vars.color.textMuted });
