import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      caption: { fontSize: vars.fontSize.caption },
      small: { fontSize: vars.fontSize.small },
      body: { fontSize: vars.fontSize.body },
      lead: { fontSize: vars.fontSize.lead },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      gold: { color: vars.color.goldText },
      critical: { color: vars.color.critical },
      positive: { color: vars.color.positive },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { size: 'body', tone: 'neutral', weight: 'regular' },
});

export const heading = recipe({
  base: { margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.strong, lineHeight: vars.lineHeight.tight },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.display },
      2: { fontSize: vars.fontSize.heading },
      3: { fontSize: vars.fontSize.title },
      4: { fontSize: vars.fontSize.lead },
    },
  },
});
