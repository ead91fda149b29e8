import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A step on a vertical timeline — the order's progress on its detail, a parcel's tracking events: a
 * line down the start side and a hollow dot per step. Each timeline's recipe fills the latest dot.
 */
export const timelineStep = style({
  position: 'relative',
  paddingInlineStart: vars.space.large,
  paddingBlock: vars.space.small,
  borderInlineStart: `2px solid ${vars.color.border}`,
  marginInlineStart: vars.space.small,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(-1 * ${vars.space.small} + -1px)`,
      top: vars.space.medium,
      width: vars.space.gutter,
      height: vars.space.gutter,
      borderRadius: vars.radius.pill,
      boxSizing: 'border-box',
      border: `2px solid ${vars.color.borderStrong}`,
      background: vars.color.surface,
    },
  },
});
