import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const filterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
});

export const cover = style({ borderRadius: vars.radius.large, overflow: 'hidden', maxWidth: vars.size.contentWidth });

export const pieces = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
