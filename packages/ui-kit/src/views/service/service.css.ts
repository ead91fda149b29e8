import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The service pages' forms and lists (issue #14): feedback, the feedback thread, the inquiry form.

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const pair = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.small, minHeight: '1em' });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.medium });

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, margin: 0, padding: 0 });

export const item = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const photo = style({ listStyle: 'none', width: '72px' });

export const reply = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const replyLabel = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const confirmation = style({ fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });
