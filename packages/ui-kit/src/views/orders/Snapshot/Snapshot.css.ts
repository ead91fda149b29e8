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

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const factRow = style({ display: 'contents' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });
