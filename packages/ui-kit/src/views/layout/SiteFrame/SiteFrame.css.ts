import { style } from '@vanilla-extract/css';

export const main = style({ minHeight: '60vh', display: 'flex', justifyContent: 'center', outline: 'none' });
