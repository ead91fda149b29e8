import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/**
 * Sticky at the top over the page, under pop-ups and drawers. While compact it keeps the height of
 * the full header (set by the component), so the page below never moves; the strip the panel no
 * longer covers lets the page show through and takes no clicks.
 */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  pointerEvents: 'none',
});

/** What the shopper sees of the header: its background, border and content. */
export const panel = style({
  pointerEvents: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The 1200 content width, centred in the 1400 design width. */
export const inner = style({
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  boxSizing: 'content-box',
});

/**
 * Logo on the left, actions on the right; compact on scroll (spec §2). The change is immediate: an
 * animated height would leave the full height unknown while it runs.
 */
export const bar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.large,
  },
  variants: {
    isCompact: {
      false: { paddingBlock: vars.space.gutter },
      true: { paddingBlock: vars.space.xsmall },
    },
  },
  defaultVariants: { isCompact: false },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '4px' },
  },
});

/** The logo keeps its proportions; only its height is set. */
export const logo = recipe({
  base: {
    display: 'block',
    width: 'auto',
  },
  variants: {
    isCompact: {
      false: { height: vars.size.controlLarge },
      true: { height: vars.size.controlSmall },
    },
  },
  defaultVariants: { isCompact: false },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  minWidth: 0,
});

export const navigation = style({ minWidth: 0 });
