import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export { adornment as calendarButton, control, field } from '../Field/Field.css';
export { chevron, popover } from '../Select/Select.css';

/** The editable date: one segment per part (year, month, day) in the locale's order. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingInline: vars.space.medium,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  whiteSpace: 'nowrap',
});

/** Each editable part is a 24×24 pointer target at least (2.5.8); the separators are not targets. */
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type=literal]': { minWidth: 0, paddingInline: 0, color: vars.color.textMuted },
    // The focused segment reads like a text selection: the part that typing replaces.
    '&:focus': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const dialog = style({ padding: vars.space.medium, outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginBottom: vars.space.small,
});

export const pickers = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

/** Month and year pickers: text buttons with a chevron. */
export const pickerTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.controlSmall,
  margin: 0,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
  },
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  paddingBottom: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'center',
});

/** A day: a 32px target (above the 24px minimum of 2.5.8). */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  margin: vars.space.xxsmall,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-today]': { fontWeight: vars.fontWeight.strong, color: vars.color.brand },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '1px' },
    // After maxDate (the birthday's "today"): greyed, struck through, not choosable.
    '&[data-disabled], &[data-unavailable]': {
      background: 'transparent',
      color: vars.color.textDisabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
