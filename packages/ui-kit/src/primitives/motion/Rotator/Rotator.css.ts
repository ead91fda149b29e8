import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Set per item from the measured overflow (rotatorRules.marqueeTiming). */
export const shiftVar = createVar();
export const durationVar = createVar();

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  width: '100%',
});

/** The box the items show in; the live region. */
export const viewport = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
});

// Rest at the start, move, rest at the end: 15 % + 70 % + 15 % (rotatorRules.marqueeMovingShare).
const scroll = keyframes({
  '0%, 15%': { transform: 'translateX(0)' },
  '85%, 100%': { transform: `translateX(calc(-1 * ${shiftVar}))` },
});

export const track = style({
  display: 'block',
  selectors: {
    // Marquee: one line, as wide as the text, measured against the viewport.
    '&[data-marquee]': { display: 'inline-block', whiteSpace: 'nowrap', verticalAlign: 'top' },
    '&[data-marquee="scrolling"]': {
      animationName: scroll,
      animationDuration: durationVar,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
    // Hovered, focused or paused with the button: the text stops where it is.
    [`${root}[data-held] &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    // Less motion asked for: no scrolling; the text wraps, so all of it can be read.
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-marquee]': { display: 'block', whiteSpace: 'normal', animationName: 'none' },
      },
    },
  },
});
