import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { narrowTarget } from '../../../styles/narrowTarget';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const button = recipe({
  base: [
    narrowTarget,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      // WCAG 2.2 2.5.8: never a smaller pointer target than 24 by 24, whatever the size.
      minWidth: vars.size.targetMin,
      minHeight: vars.size.targetMin,
      borderRadius: vars.radius.medium,
      border: '1px solid transparent',
      background: 'transparent',
      cursor: 'pointer',
      userSelect: 'none',
      outline: 'none',
      transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
      selectors: {
        '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
        '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
      },
    },
  ],
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        ...onHover({ background: vars.color.surfaceMuted, color: vars.color.brand }),
      },
      brand: {
        color: vars.color.brand,
        ...onHover({ background: vars.color.brandSoft }),
      },
      /** On dark surfaces (surfaceInverse, images): light icon, light focus ring. */
      inverse: {
        color: vars.color.textInverse,
        ...onHover({ borderColor: vars.color.textInverse }),
        selectors: {
          '&:focus-visible': { outlineColor: vars.color.textInverse },
        },
      },
    },
    size: {
      compact: { width: vars.size.targetMin, height: vars.size.targetMin },
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
      medium: { width: vars.size.control, height: vars.size.control },
      large: { width: vars.size.controlLarge, height: vars.size.controlLarge },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

/** The count sits on the icon's top-right corner, over the button's edge. */
export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(25%, -25%)',
  pointerEvents: 'none',
  display: 'inline-flex',
});
