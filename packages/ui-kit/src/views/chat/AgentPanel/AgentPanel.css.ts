import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { frame } from '../chat.css';

/** The conversation beside the customer's facts, in the chat's frame. */
export const root = style([
  frame,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 300px',
    '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export { frameHeader as header, frameTitle as title } from '../chat.css';

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 });

export const ended = style({
  margin: 0,
  padding: vars.space.gutter,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  padding: vars.space.gutter,
  borderInlineStart: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
});

export const asideTitle = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.strong });

export const orders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0 });

export const order = style({ listStyle: 'none' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
