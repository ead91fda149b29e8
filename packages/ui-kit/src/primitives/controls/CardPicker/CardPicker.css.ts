import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The group: its label, the cards, then a hint or the error; a large picker breathes more. */
export const group = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    size: {
      small: { gap: vars.space.small },
      medium: { gap: vars.space.small },
      large: { gap: vars.space.medium },
    },
  },
});

/** A small picker's label is a quiet caption (手寸); a large one's heads a section (收货地址). */
export const label = recipe({
  base: { fontSize: vars.fontSize.body, color: vars.color.text },
  variants: {
    size: {
      small: { color: vars.color.textMuted },
      medium: { fontWeight: vars.fontWeight.medium },
      large: { fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong },
    },
  },
});

export const cards = recipe({
  variants: {
    layout: {
      inline: { display: 'flex', flexWrap: 'wrap' },
      grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
    },
    size: {
      small: { gap: vars.space.small },
      medium: { gap: vars.space.medium },
      large: { gap: vars.space.medium },
    },
  },
});

/** The card's own radio (inside a visually hidden box): the card's states are read from it. */
export const radio = style({});

export const card = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xsmall,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    cursor: 'pointer',
    outline: 'none',
    transition: `border-color ${vars.duration.fast}`,
    // The card shows the states of the hidden radio it wraps.
    selectors: {
      [`&:has(${radio}:checked)`]: {
        borderColor: vars.color.brand,
        background: vars.color.brandSoft,
        boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      },
      // The ring only for the keyboard: a click focuses the radio without :focus-visible.
      [`&:has(${radio}:focus-visible)`]: { outline: focusOutline, outlineOffset: '2px' },
      '[role="radiogroup"][aria-invalid="true"] &': { borderColor: vars.color.critical },
      // Blocked for now (the whole group while an order or a price is confirmed): greyed, not chosen.
      [`&:has(${radio}:disabled)`]: { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': {
      // Only where a pointer hovers (a touch leaves no hover behind); :where() keeps it below the
      // chosen and invalid borders, which it would otherwise override by coming later in the sheet.
      '(hover: hover)': {
        selectors: { [`&:where(:hover:not(:has(${radio}:disabled)))`]: { borderColor: vars.color.borderStrong } },
      },
    },
  },
  variants: {
    layout: {
      // Short choices side by side, centred; the chosen one also takes the brand colour.
      inline: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        selectors: { [`&:has(${radio}:checked:enabled)`]: { color: vars.color.brand } },
      },
      // Cards with several lines of their own (an address): lines stacked, own colours kept.
      grid: { flexDirection: 'column' },
    },
    size: {
      small: { minWidth: vars.size.controlLarge, minHeight: vars.size.controlSmall, padding: `0 ${vars.space.medium}` },
      medium: { minWidth: '140px', minHeight: vars.size.controlLarge, padding: `0 ${vars.space.gutter}` },
      large: { padding: vars.space.gutter },
    },
    /** This option cannot be chosen at all (sold out): dashed and muted, unlike a group that is only busy. */
    isUnavailable: {
      true: {
        selectors: { [`&:has(${radio}:disabled)`]: { background: vars.color.surfaceMuted, borderStyle: 'dashed' } },
      },
      false: {},
    },
  },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const description = style({ fontSize: vars.fontSize.caption, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.caption, color: vars.color.critical });
