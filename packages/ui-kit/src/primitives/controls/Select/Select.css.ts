import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export { control, field } from '../Field/Field.css';

/** The trigger fills the `control` box: value on the left, chevron on the right. */
export const trigger = style({
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.body,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '1px' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } },
});

/** The list pop-up, at least as wide as its trigger (React Aria sets --trigger-width). */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.popover,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xsmall,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
    '&[data-selected]': { color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** Reserves the tick's room on every row so labels do not shift when the selection changes. */
export const check = style({ display: 'inline-flex', minWidth: vars.space.gutter });
