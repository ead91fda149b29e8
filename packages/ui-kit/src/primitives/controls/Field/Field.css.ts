import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The field root (a React Aria field element): label, control, description and error stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  alignSelf: 'flex-start',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

/** Keeps the warning icon on the first line of a wrapped message. */
export const errorIcon = style({ display: 'inline-flex', paddingTop: vars.space.xxsmall });

/**
 * The bordered box every text-like control sits in (input, select trigger, date segments).
 * The ring is drawn on the box when the text input inside has focus, so adornments such as the
 * password toggle or the country-code select keep their own focus ring.
 */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    minHeight: vars.size.control,
    borderWidth: '1px',
    borderStyle: 'solid',
    // 1.4.11: the strong border keeps 3:1 against the surface.
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    transition: `border-color ${vars.duration.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:has(input:focus-visible), &:has([role=spinbutton]:focus)': {
        outline: focusOutline,
        outlineOffset: '1px',
      },
      '&[data-invalid]': { borderColor: vars.color.critical },
      '&[data-disabled]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    isInvalid: {
      true: { borderColor: vars.color.critical, selectors: { '&:hover': { borderColor: vars.color.critical } } },
    },
    isDisabled: {
      true: {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
        selectors: { '&:hover': { borderColor: vars.color.border } },
      },
    },
  },
});

/** A bare text input that fills its `control` box. */
export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.body,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none' },
  },
});

/** A square icon button at the end of a `control` box (password toggle, calendar), at least 24×24 (2.5.8). */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.control,
  minHeight: vars.size.targetMin,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
