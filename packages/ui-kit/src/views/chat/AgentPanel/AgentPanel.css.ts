import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The conversation beside the customer's facts; fills the height the desk gives it. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  height: '100%',
  minHeight: '480px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const title = style({ margin: 0, flex: 1, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });

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
