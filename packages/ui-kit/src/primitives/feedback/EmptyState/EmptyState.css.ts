import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

// No illustration size token yet: three large controls wide keeps it on the spacing scale.
export const illustration = style({
  width: `calc(${vars.size.controlLarge} * 3)`,
  height: 'auto',
  marginBottom: vars.space.small,
  overflow: 'visible',
});

export const description = style({
  margin: 0,
  // Balanced lines instead of a measure: the container sets the width.
  textWrap: 'balance',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const action = style({ marginTop: vars.space.small });

// Illustration paints: theme colours, so the grey (mourning) mode recolours them too.
export const floor = style({ fill: vars.color.surfaceMuted });
export const goldSoft = style({
  fill: vars.color.goldSoft,
  stroke: vars.color.gold,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});
export const goldLine = style({ fill: 'none', stroke: vars.color.gold, strokeWidth: 3, strokeLinecap: 'round' });
export const goldFill = style({ fill: vars.color.gold });
export const surface = style({ fill: vars.color.surface, stroke: vars.color.gold, strokeWidth: 2 });
export const brandSoft = style({
  fill: vars.color.brandSoft,
  stroke: vars.color.brand,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});
export const brandLine = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: 3, strokeLinecap: 'round' });
export const brandFill = style({ fill: vars.color.brand });
