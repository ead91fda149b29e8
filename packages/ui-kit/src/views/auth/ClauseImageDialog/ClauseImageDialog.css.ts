import { style } from '@vanilla-extract/css';

export const image = style({ display: 'block', width: '100%', height: 'auto' });
