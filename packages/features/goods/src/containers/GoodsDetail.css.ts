import { vars } from '@mall/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.gutter}`,
  boxSizing: 'border-box',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const galleryColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const state = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const added = style({ margin: 0, color: vars.color.positive, fontSize: vars.fontSize.body });

export const description = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.body, color: vars.color.textMuted });

export const comments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const recommend = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });

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
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cardTitle = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.tight });

/** The gold-price page fills the column the app gives it. */
export const board = style({ width: '100%' });

/** 在线客服 under the summary (issue #15). */
export const service = style({ display: 'flex', justifyContent: 'flex-end' });
