import { recipe } from '@vanilla-extract/recipes';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        ...onHover({
          background: vars.color.brandHover,
          borderColor: vars.color.brandHover,
        }),
        selectors: {
          '&[data-disabled]:not([data-pending])': {
            background: vars.color.border,
            borderColor: vars.color.border,
            color: vars.color.textMuted,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        ...onHover({ background: vars.color.brandSoft }),
        selectors: {
          '&[data-disabled]:not([data-pending])': { borderColor: vars.color.border, color: vars.color.textMuted },
        },
      },
      neutral: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        ...onHover({ background: vars.color.surfaceMuted }),
        selectors: {
          '&[data-disabled]:not([data-pending])': { borderColor: vars.color.border, color: vars.color.textMuted },
        },
      },
      link: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.brand,
        paddingLeft: '0 !important',
        paddingRight: '0 !important',
        ...onHover({ textDecoration: 'underline' }),
        selectors: {
          '&[data-disabled]': { color: vars.color.textMuted },
        },
      },
    },
    size: {
      small: { minHeight: vars.size.controlSmall, paddingInline: vars.space.medium, fontSize: vars.fontSize.small },
      medium: { minHeight: vars.size.control, paddingInline: vars.space.gutter, fontSize: vars.fontSize.body },
      large: { minHeight: vars.size.controlLarge, paddingInline: vars.space.large, fontSize: vars.fontSize.lead },
    },
    isBlock: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});
