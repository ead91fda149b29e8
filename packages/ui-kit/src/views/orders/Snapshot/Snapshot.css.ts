import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

/** The snapshot banner: this is the page as it was, not the goods today. */
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSoft,
});

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const bannerText = style({ margin: 0 });

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.gutter,
  alignItems: 'start',
});

export const pictures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const firstPicture = style({ gridColumn: '1 / -1' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

// The facts and the description's block read as the order detail's do: one look across the order pages.
export { section, sectionTitle } from '../OrderDetail/OrderDetail.css';
