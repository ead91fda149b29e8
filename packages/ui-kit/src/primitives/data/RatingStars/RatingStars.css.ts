import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const stars = style({ color: vars.color.goldText, letterSpacing: vars.space.xxsmall });

export const starsOff = style({ color: vars.color.border });
