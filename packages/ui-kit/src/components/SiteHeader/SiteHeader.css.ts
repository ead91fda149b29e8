import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Sticky at the top over the page, under pop-ups and drawers. */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
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

/** Logo on the left, actions on the right; compact on scroll (spec §2). */
export const bar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.large,
    transition: `padding ${vars.duration.normal}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
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
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

/** The logo keeps its proportions; only its height is set. */
export const logo = recipe({
  base: {
    display: 'block',
    width: 'auto',
    transition: `height ${vars.duration.normal}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
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
