import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

export const caption = style({
  flexShrink: 0,
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.body,
});

export const adWord = style({ color: vars.color.text });
