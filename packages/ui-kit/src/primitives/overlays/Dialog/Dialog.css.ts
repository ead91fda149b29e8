import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.gutter})` },
  to: { opacity: 1, transform: 'none' },
});

/** The dimmed layer over the page; it centres the panel and leaves a margin round it. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fade} ${vars.duration.fast} ease-in reverse` },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    background: vars.color.surfaceRaised,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.dialog,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ease-out` },
      '&[data-exiting]': { animation: `${fade} ${vars.duration.fast} ease-in reverse` },
    },
    '@media': {
      // No movement for people who asked for less of it; the fade stays.
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-entering]': { animationName: fade } },
      },
    },
  },
  variants: {
    width: {
      default: { maxWidth: vars.size.dialogWidth },
      wide: { maxWidth: vars.size.dialogWidthWide },
    },
  },
  defaultVariants: { width: 'default' },
});
