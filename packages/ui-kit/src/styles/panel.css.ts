import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The look the account-centre's form pages share across domains (issue #37: invoice and service
// wrote it twice): a panel's column, its title and words, a form's fields and error line, and a
// list of bordered cards. A domain's own .css.ts adds only what is particular to it.

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

/** A line of secondary words (an intro, an invoice's dates). */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

/** Two fields side by side while there is room. */
export const pair = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.small, minHeight: '1em' });

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, margin: 0, padding: 0 });

export const card = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});
