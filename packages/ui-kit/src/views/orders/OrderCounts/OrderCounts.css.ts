import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' });

export const title = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const linkBase = {
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  outlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
} as const;

export const link = style({
  ...linkBase,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  minHeight: vars.size.controlLarge,
});

export const count = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
});

export const label = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const all = style({ ...linkBase, fontSize: vars.fontSize.small, color: vars.color.brand });
