import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.caption });

export const error = style({
  flexBasis: '100%',
  textAlign: 'center',
  color: vars.color.critical,
  fontSize: vars.fontSize.caption,
});
