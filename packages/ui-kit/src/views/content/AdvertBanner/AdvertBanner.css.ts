import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const link = style({ display: 'block', borderRadius: vars.radius.large, overflow: 'hidden' });
