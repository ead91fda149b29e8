import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});
