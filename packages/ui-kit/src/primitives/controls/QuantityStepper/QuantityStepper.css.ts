import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  // Anchors the visually hidden label.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const group = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'stretch',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    overflow: 'hidden',
    transition: `border-color ${vars.duration.fast}`,
    // Native states. The ring while the field has focus (browsers count a text input's focus as always
    // visible, so a click into it shows the ring too, as in Field) or a button has keyboard focus; the
    // disabled look from the disabled input.
    selectors: {
      '&:has(:focus-visible)': { outline: focusOutline, outlineOffset: '2px' },
      '&:has(input:disabled)': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    },
    '@media': {
      // Only under a mouse or pen: a tap on a phone would leave the border behind.
      '(hover: hover)': { selectors: { '&:hover:not(:has(input:disabled))': { borderColor: vars.color.text } } },
    },
  },
  variants: {
    size: {
      small: { height: vars.size.controlSmall },
      medium: { height: vars.size.control },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:active:not(:disabled)': { background: vars.color.border },
      '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': {
      // Not while pressed: coming after the pressed rule, the hover colour would hide it.
      '(hover: hover)': {
        selectors: { '&:hover:not(:disabled):not(:active)': { background: vars.color.surfaceMuted } },
      },
    },
  },
  variants: {
    size: {
      small: { width: vars.size.controlSmall },
      medium: { width: vars.size.control },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const input = style({
  width: vars.size.controlLarge,
  minWidth: 0,
  padding: 0,
  border: 0,
  borderInline: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.body,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[readonly]': { color: vars.color.textMuted },
  },
});
