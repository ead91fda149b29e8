import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  maxWidth: '720px',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.gutter,
});

export const actions = style({ display: 'flex', gap: vars.space.medium });

export const formError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.body });
