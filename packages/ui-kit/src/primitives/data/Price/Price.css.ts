import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = recipe({
  base: {
    // Anchors the visually hidden labels.
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.small,
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.body },
      medium: { fontSize: vars.fontSize.title },
      large: { fontSize: vars.fontSize.display },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const current = style({
  color: vars.color.price,
  fontWeight: vars.fontWeight.strong,
});

/** The yuan sign and the 起 suffix sit smaller than the figures, as on price tags. */
export const affix = recipe({
  base: { fontWeight: vars.fontWeight.medium },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.caption },
      medium: { fontSize: vars.fontSize.small },
      large: { fontSize: vars.fontSize.lead },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const from = style({ fontFamily: vars.font.body, marginLeft: vars.space.xxsmall });

export const struck = recipe({
  base: {
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.regular,
    textDecorationLine: 'line-through',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.caption },
      medium: { fontSize: vars.fontSize.small },
      large: { fontSize: vars.fontSize.lead },
    },
  },
  defaultVariants: { size: 'medium' },
});
