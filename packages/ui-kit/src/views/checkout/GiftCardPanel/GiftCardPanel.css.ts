import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const facts = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
});
