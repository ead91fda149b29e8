import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export { field as root } from '../Field/Field.css';

export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall });

/** Each star is a pointer target of at least 24×24 (WCAG 2.5.8) with its own focus ring. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  minHeight: vars.size.controlSmall,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const glyph = recipe({
  base: { fontSize: vars.fontSize.heading, lineHeight: 1, transition: `color ${vars.duration.fast}` },
  variants: {
    // 1.4.11: the empty star's outline colour keeps 3:1 against the surface.
    isFilled: { true: { color: vars.color.gold }, false: { color: vars.color.borderStrong } },
  },
});
