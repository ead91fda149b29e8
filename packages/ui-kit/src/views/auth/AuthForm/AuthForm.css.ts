import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, width: '100%' });

/** The line under the submit button: a note on the left, a link-button beside it. */
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.body,
});
