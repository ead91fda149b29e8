import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const full = style({ color: vars.color.warning, fontSize: vars.fontSize.small });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = recipe({
  base: {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
  },
  variants: {
    isDefault: { true: { borderColor: vars.color.brand }, false: {} },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.gutter,
});

export const actions = style({ display: 'flex', gap: vars.space.medium, marginBlockStart: vars.space.xsmall });
