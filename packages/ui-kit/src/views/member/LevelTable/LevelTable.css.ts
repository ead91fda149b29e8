import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const standing = style({ margin: 0, color: vars.color.goldText, fontWeight: vars.fontWeight.medium });

export const mark = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  color: vars.color.goldText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const benefits = style({
  margin: 0,
  paddingLeft: vars.space.gutter,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
