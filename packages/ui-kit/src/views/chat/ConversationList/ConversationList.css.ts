import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  minWidth: 0,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0 });

export const item = recipe({
  base: {
    listStyle: 'none',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    padding: vars.space.xsmall,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
  },
  variants: {
    isSelected: { true: { borderColor: vars.color.brand, background: vars.color.brandSoft } },
    isOthers: { true: { background: vars.color.surfaceMuted } },
  },
});

/** The conversation itself: pressed to open it on the desk. */
export const select = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '1px' } },
});

export const summary = style([select, { cursor: 'default' }]);

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const name = style({ fontWeight: vars.fontWeight.strong });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.caption });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.small });
