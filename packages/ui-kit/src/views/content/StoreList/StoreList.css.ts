import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.gutter,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.gold}`,
  borderRadius: vars.radius.large,
});

export const area = style({
  color: vars.color.goldText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lead,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  fontSize: vars.fontSize.body,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const phone = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' } },
});

export const visit = style({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.body,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});
