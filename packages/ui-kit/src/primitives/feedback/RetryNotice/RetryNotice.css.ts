import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const message = style({ margin: 0, flex: '1 1 280px', color: vars.color.textMuted });
