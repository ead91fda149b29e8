import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/** The page's column as static classes (no sprinkles function at run time on the public pages, issue #16). */
export const column = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: vars.size.contentWidth,
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
  },
  variants: {
    spacing: {
      none: {},
      large: { paddingBlock: vars.space.large },
      xxlarge: { paddingBlock: vars.space.xxlarge },
    },
  },
  defaultVariants: { spacing: 'large' },
});
