import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const note = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
});

export const amount = recipe({
  variants: {
    tone: {
      gain: { color: vars.color.positive, fontWeight: vars.fontWeight.strong },
      loss: { color: vars.color.critical, fontWeight: vars.fontWeight.strong },
      plain: { color: vars.color.text },
    },
  },
});
