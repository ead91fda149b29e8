import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const cover = style({ borderRadius: vars.radius.large, overflow: 'hidden', maxWidth: vars.size.contentWidth });
