import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** How full the bar is, 0 to 1 (a scale, so that growth is a cheap transform). */
export const fillVar = createVar();

export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: vars.space.xxsmall,
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
  opacity: 1,
  transition: `opacity ${vars.duration.slow} ease-out`,
  selectors: {
    '&[data-phase="fading"]': { opacity: 0 },
  },
});

export const fill = style({
  height: '100%',
  background: vars.color.brand,
  transformOrigin: 'left center',
  transform: `scaleX(${fillVar})`,
  transition: `transform ${vars.duration.normal} ease-out`,
});
