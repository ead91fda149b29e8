import { style } from '@vanilla-extract/css';
import { narrowTarget } from '../../../styles/narrowTarget';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The row of tabs; category panels hang from its bottom edge, as wide as the row. */
export const list = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const tab = style([
  narrowTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: vars.size.control,
    paddingInline: vars.space.gutter,
    margin: 0,
    border: 'none',
    // The current tab is marked by a bar as well as colour (WCAG 1.4.1).
    borderBottom: '2px solid transparent',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.lead,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    // A tab is a plain link or, with a category panel, a plain disclosure button: hover and focus from CSS.
    selectors: {
      '&[aria-expanded="true"]': { color: vars.color.brand },
      '&[aria-current]': {
        color: vars.color.brand,
        borderBottomColor: vars.color.brand,
        fontWeight: vars.fontWeight.medium,
      },
      '&:focus-visible': {
        outline: focusOutline,
        outlineOffset: '-2px',
      },
    },
    '@media': {
      // Only under a mouse or pen: a tap on a phone would leave the colour behind.
      '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brand } } },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${tab}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The category panel under the row; hidden while closed, and then it must not show its box. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.popover,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.popover,
  selectors: { '&[hidden]': { display: 'none' } },
});
