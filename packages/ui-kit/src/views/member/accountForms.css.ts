import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/* The look the account-information panels share (ProfileForm, ChangePasswordForm, …): one card each. */

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  maxWidth: '720px',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const formError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.body });

export const success = style({ margin: 0, color: vars.color.positive, fontSize: vars.fontSize.body });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const warning = style({ margin: 0, color: vars.color.critical, fontWeight: vars.fontWeight.strong });

export const losses = style({ margin: 0, paddingInlineStart: vars.space.large, lineHeight: 1.8 });

export const blockers = style({ margin: 0, paddingInlineStart: vars.space.large, color: vars.color.critical });
