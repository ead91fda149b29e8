import { style } from '@vanilla-extract/css';
import { panel, panelTitle } from '../../../styles/utilities.css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style([panel, { gap: vars.space.medium }]);

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' });

export const title = panelTitle;

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
    '&:focus-visible': { outline: focusOutline },
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
