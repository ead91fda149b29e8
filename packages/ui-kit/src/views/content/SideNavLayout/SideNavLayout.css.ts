import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
});
