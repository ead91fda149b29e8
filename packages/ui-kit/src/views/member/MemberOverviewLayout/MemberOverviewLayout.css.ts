import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The card beside the level and the points; one column on a narrow window. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.gutter,
  alignItems: 'start',
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });
