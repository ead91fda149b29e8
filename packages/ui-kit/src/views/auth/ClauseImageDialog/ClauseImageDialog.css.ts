import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const image = style({ display: 'block', width: '100%', height: 'auto' });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.body, color: vars.color.text });
