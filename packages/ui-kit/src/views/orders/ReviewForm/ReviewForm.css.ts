import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const goods = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const thumb = style({
  width: '64px',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const goodsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const goodsLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const badge = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.pill,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});

export const hint = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const date = style({ marginLeft: 'auto' });

export const photo = style({ width: vars.size.controlLarge, borderRadius: vars.radius.medium, overflow: 'hidden' });

export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.body,
});

export const noticeLink = style({ textDecoration: 'none' });
