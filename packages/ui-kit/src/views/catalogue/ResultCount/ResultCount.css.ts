import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  fontVariantNumeric: 'tabular-nums',
});
