import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const waybill = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const trackingNo = style({ fontFamily: vars.font.numeric, userSelect: 'all' });

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
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
  },
});
