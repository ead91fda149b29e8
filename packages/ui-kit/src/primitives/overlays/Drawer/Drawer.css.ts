import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.duration.slow} ease-out` },
    '&[data-exiting]': { animation: `${fade} ${vars.duration.normal} ease-in reverse` },
  },
});

/** The sheet: full height at the right edge, 528 px wide (spec §2), never wider than the window. */
export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.drawerWidth,
  maxWidth: '100%',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.drawer,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.slow} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.duration.normal} ease-in reverse` },
  },
  '@media': {
    // Reduced motion: the sheet fades in place instead of sliding.
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-entering]': { animationName: fade },
        '&[data-exiting]': { animationName: fade },
      },
    },
  },
});
