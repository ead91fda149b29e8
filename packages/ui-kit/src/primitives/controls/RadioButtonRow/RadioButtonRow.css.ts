import { recipe } from '@vanilla-extract/recipes';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The row: the buttons side by side, wrapping on a narrow screen. */
export const row = recipe({
  base: { display: 'flex', flexWrap: 'wrap' },
  variants: {
    tone: {
      outlined: { gap: vars.space.xsmall },
      quiet: { gap: vars.space.xxsmall },
    },
  },
});

/**
 * One button. The one in use is marked by weight and an underline in both tones, not by colour
 * alone (WCAG 1.4.1). Static classes (issue #16): the row is in the first load of server-rendered
 * pages (the list page's sort bar, the footer's language choice).
 */
export const option = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.body,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[aria-checked="true"]': {
        fontWeight: vars.fontWeight.strong,
        textDecoration: 'underline',
        textUnderlineOffset: '4px',
      },
      '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      outlined: {
        gap: vars.space.xxsmall,
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.text,
        fontSize: vars.fontSize.body,
        ...onHover({ borderColor: vars.color.brand, color: vars.color.brand }),
        selectors: {
          '&[aria-checked="true"]': { borderColor: vars.color.brand, color: vars.color.brand },
        },
      },
      /** Text buttons, at least 24 px tall (WCAG 2.2 2.5.8 target size). */
      quiet: {
        minHeight: '24px',
        paddingInline: vars.space.small,
        border: 'none',
        background: 'transparent',
        color: vars.color.textMuted,
        fontSize: vars.fontSize.caption,
        selectors: {
          // Before the one in use: hovering it leaves it in the text colour.
          '&:hover': { color: vars.color.brand },
          '&[aria-checked="true"]': { color: vars.color.text },
        },
      },
    },
  },
});
