import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit';

/** The desk: the conversations on the left, the chosen one on the right. */
export const desk = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 280px) 1fr',
  gap: vars.space.large,
  paddingBlock: vars.space.large,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
});

export const list = style({ borderInlineEnd: `1px solid ${vars.color.border}`, paddingInlineEnd: vars.space.medium });

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall });

export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  width: '100%',
  textAlign: 'start',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const itemName = style({ fontWeight: vars.fontWeight.strong });
export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const pane = style({ minWidth: 0 });
export const body = style({ display: 'grid', gridTemplateColumns: '1fr minmax(200px, 260px)', gap: vars.space.medium });
export const messages = style({ display: 'flex', flexDirection: 'column', height: 'min(70vh, 640px)', minWidth: 0 });
export const facts = style({ minWidth: 0 });
export const factList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
});
