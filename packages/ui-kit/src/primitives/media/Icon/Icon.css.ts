import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px' },
      medium: { width: '20px', height: '20px' },
      large: { width: '24px', height: '24px' },
      xlarge: { width: '32px', height: '32px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
