import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, color: vars.color.text });

export const title = style({ margin: 0, fontSize: vars.fontSize.heading, fontWeight: vars.fontWeight.strong, lineHeight: vars.lineHeight.tight });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.gutter,
  margin: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.gold}`,
  background: vars.color.goldSoft,
});

export const label = style({ margin: 0, fontSize: vars.fontSize.lead, color: vars.color.goldText });

export const value = style({ margin: 0, whiteSpace: 'nowrap' });

export const figures = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.price,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({ marginLeft: vars.space.xsmall, fontSize: vars.fontSize.body, color: vars.color.textMuted });

export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const advert = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
});

export const errorMessage = style({ margin: 0, color: vars.color.critical });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.body });

export const caption = style({ textAlign: 'left', paddingBottom: vars.space.small, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const th = style({
  textAlign: 'right',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const rowHead = style({ textAlign: 'left', padding: vars.space.small, borderBottom: `1px solid ${vars.color.border}`, fontWeight: vars.fontWeight.regular });

export const td = style({
  textAlign: 'right',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});
