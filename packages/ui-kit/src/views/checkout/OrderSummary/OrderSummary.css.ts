import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontSize: vars.fontSize.body,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const payable = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lead,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.body, color: vars.color.critical });

/** The failure's words with the way on (a link-look button) under them. */
export const errorWithAction = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'flex-start',
});
