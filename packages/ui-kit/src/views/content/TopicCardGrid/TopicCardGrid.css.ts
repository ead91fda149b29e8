import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  textDecoration: 'none',
  color: vars.color.text,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { borderColor: vars.color.gold } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.gutter,
  paddingTop: 0,
});
