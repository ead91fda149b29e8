import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

export const input = style({ width: '200px' });

export const worth = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control,
  fontSize: vars.fontSize.body,
});
