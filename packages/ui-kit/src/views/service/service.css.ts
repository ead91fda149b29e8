import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The service pages' forms and lists (issue #14): feedback, the feedback thread, the inquiry form. The
// panel, form and card look is shared with the invoice pages (styles/panel.css.ts).

export { root, title, fields, pair, error } from '../../styles/panel.css';
export { note as intro, cards as items, card as item, cardHead as itemHead } from '../../styles/panel.css';

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.medium });

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
