import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const message = style({ margin: 0 });

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0 });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.large });

export const label = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
