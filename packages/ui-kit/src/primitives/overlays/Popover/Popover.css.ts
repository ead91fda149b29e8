import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Wraps the trigger so pointer enter and leave can be watched without touching the trigger itself. */
export const trigger = style({ display: 'inline-flex' });

export const popover = style({
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${fade} ${vars.duration.fast} ease-in reverse` },
  },
});

/** The dialog inside the popover scrolls if React Aria caps the height to fit the window. */
export const dialog = style({
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.gutter,
  outline: 'none',
});

export const arrow = style({ display: 'block' });

/** A down-pointing notch; turned to face the trigger on each side. */
export const arrowShape = style({
  display: 'block',
  width: vars.space.medium,
  height: vars.space.medium,
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: '1px',
  selectors: {
    [`${arrow}[data-placement=bottom] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement=left] &`]: { transform: 'rotate(-90deg)' },
    [`${arrow}[data-placement=right] &`]: { transform: 'rotate(90deg)' },
  },
});
