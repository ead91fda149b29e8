import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const link = recipe({
  variants: {
    look: {
      /** A text link in the brand colour, on its own line (to the rights fund's orders). */
      text: {
        alignSelf: 'flex-start',
        color: vars.color.brand,
        borderRadius: vars.radius.small,
        outlineOffset: '2px',
        selectors: { '&:focus-visible': { outline: focusOutline } },
      },
      /** A secondary button's look, but a real link (the way home from a news item). */
      button: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.control,
        paddingInline: vars.space.large,
        border: `1px solid ${vars.color.brand}`,
        borderRadius: vars.radius.medium,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        transition: `background-color ${vars.duration.fast}`,
        ':hover': { background: vars.color.brandSoft },
      },
    },
  },
  defaultVariants: { look: 'text' },
});
