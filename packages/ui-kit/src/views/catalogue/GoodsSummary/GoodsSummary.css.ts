import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  minWidth: 0,
  color: vars.color.text,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.body, color: vars.color.textMuted });

export const brand = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.goldText });

export const priceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
});

export const caption = style({ margin: 0, fontSize: vars.fontSize.body, color: vars.color.textMuted, minWidth: '4em' });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });

export const line = style({ display: 'flex', gap: vars.space.medium, fontSize: vars.fontSize.body });

export const lineValue = style({ margin: 0 });

export const buyRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.gutter });

export const stock = recipe({
  base: { fontSize: vars.fontSize.body, paddingBottom: vars.space.small },
  variants: {
    state: {
      inStock: { color: vars.color.positive },
      low: { color: vars.color.warning },
      soldOut: { color: vars.color.critical },
    },
  },
});

export const note = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.fontSize.body,
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.body });
