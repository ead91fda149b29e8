import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.gutter,
});

export const bannerLink = style({ display: 'block', borderRadius: vars.radius.large, overflow: 'hidden' });

export const floorGrid = style({
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

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.gutter,
  paddingTop: 0,
});
