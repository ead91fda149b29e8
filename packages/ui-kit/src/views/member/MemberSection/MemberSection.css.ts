import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const rules = style({
  margin: 0,
  paddingLeft: vars.space.gutter,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.textMuted,
});
