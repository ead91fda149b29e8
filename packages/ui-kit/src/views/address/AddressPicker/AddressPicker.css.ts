import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The cards, then the add button or the inline form. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const where = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
