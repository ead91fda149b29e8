import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  minHeight: vars.size.control,
  margin: 0,
  padding: `0 ${vars.space.xxsmall}`,
  border: 'none',
  background: 'none',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.lead,
  lineHeight: 'inherit',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fast}`,
  fontWeight: vars.fontWeight.medium,
  // A press does not start a text selection on the label (React Aria's press handling did the same).
  userSelect: 'none',
  WebkitUserSelect: 'none',
  selectors: {
    // The selection bar under the label is an inset shadow, so selecting never shifts the layout.
    '&[aria-selected="true"]': {
      color: vars.color.brand,
      boxShadow: `inset 0 calc(-1 * ${vars.space.xxsmall}) 0 ${vars.color.brand}`,
    },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': {
      outline: focusOutline,
      outlineOffset: `calc(-1 * ${vars.space.xxsmall})`,
      borderRadius: vars.radius.small,
    },
  },
  '@media': {
    // Only under a mouse or pen: a tap on a phone would leave a hover colour behind.
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-selected="true"]):not([aria-disabled="true"])': { color: vars.color.text } },
    },
  },
});

export const tabPanel = style({
  paddingTop: vars.space.large,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: focusOutline,
      outlineOffset: vars.space.xxsmall,
    },
  },
});
