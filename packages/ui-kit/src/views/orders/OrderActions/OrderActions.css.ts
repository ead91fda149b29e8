import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
});

/** An action drawn as a link keeps the button's look: no underline at rest. */
export const link = style({ textDecoration: 'none' });
