import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const title = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const cardTitle = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.tight });
