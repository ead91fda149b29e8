import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignSelf: 'stretch',
});

export const parcel = style({ display: 'block' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const waybill = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const fact = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.small });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.small });

export const trackingNo = style({ fontFamily: vars.font.numeric, userSelect: 'all' });

export const goods = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const piece = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const thumb = style({
  width: '48px',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const pieceTitle = style({ overflowWrap: 'anywhere' });

export const quantity = style({ color: vars.color.textMuted, fontFamily: vars.font.numeric });

export const latest = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const latestText = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.small}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const latestStatus = style({ fontWeight: vars.fontWeight.strong });

export const latestTime = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const moreLink = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
