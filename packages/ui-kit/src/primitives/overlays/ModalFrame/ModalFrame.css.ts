import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.gutter})` },
  to: { opacity: 1, transform: 'none' },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/** The animations React Aria plays while it mounts and unmounts the overlay or the panel. */
function motion(entering: string, exiting: string) {
  return { '&[data-entering]': { animation: entering }, '&[data-exiting]': { animation: exiting } };
}

/** The dimmed layer over the page; a centred dialog sits in it with a margin round it. */
export const overlay = recipe({
  base: { position: 'fixed', inset: 0, background: vars.color.overlay },
  variants: {
    placement: {
      centre: {
        zIndex: vars.zIndex.dialog,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: vars.space.xlarge,
        selectors: motion(`${fade} ${vars.duration.normal} ease-out`, `${fade} ${vars.duration.fast} ease-in reverse`),
      },
      side: {
        zIndex: vars.zIndex.drawer,
        selectors: motion(`${fade} ${vars.duration.slow} ease-out`, `${fade} ${vars.duration.normal} ease-in reverse`),
      },
    },
  },
});

/** The panel: a centred card that rises in, or a full-height sheet at the right edge that slides in. */
export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    outline: 'none',
  },
  variants: {
    placement: {
      centre: {
        width: '100%',
        maxHeight: '100%',
        borderRadius: vars.radius.medium,
        boxShadow: vars.shadow.dialog,
        selectors: motion(`${rise} ${vars.duration.normal} ease-out`, `${fade} ${vars.duration.fast} ease-in reverse`),
        '@media': {
          // No movement for people who asked for less of it; the fade stays.
          '(prefers-reduced-motion: reduce)': {
            selectors: { '&[data-entering]': { animationName: fade } },
          },
        },
      },
      // 528 px wide (spec §2), never wider than the window.
      side: {
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        width: vars.size.drawerWidth,
        maxWidth: '100%',
        boxShadow: vars.shadow.drawer,
        selectors: motion(
          `${slideIn} ${vars.duration.slow} ease-out`,
          `${slideIn} ${vars.duration.normal} ease-in reverse`,
        ),
        '@media': {
          // Reduced motion: the sheet fades in place instead of sliding.
          '(prefers-reduced-motion: reduce)': {
            selectors: {
              '&[data-entering]': { animationName: fade },
              '&[data-exiting]': { animationName: fade },
            },
          },
        },
      },
    },
    // Only a centred panel has a width of its own; a side sheet's is fixed by the spec.
    width: { default: {}, wide: {} },
  },
  compoundVariants: [
    { variants: { placement: 'centre', width: 'default' }, style: { maxWidth: vars.size.dialogWidth } },
    { variants: { placement: 'centre', width: 'wide' }, style: { maxWidth: vars.size.dialogWidthWide } },
  ],
  defaultVariants: { placement: 'centre', width: 'default' },
});

/**
 * The dialog element is the scroll container, so long content scrolls under a sticky title bar and
 * footer, and the close button inside keeps the scrolling region keyboard-reachable.
 */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

/** The title bar and the footer: both stay in view while the body scrolls between them. */
const bar = style({
  position: 'sticky',
  display: 'flex',
  padding: `${vars.space.gutter} ${vars.space.large}`,
  background: vars.color.surfaceRaised,
});

export const header = style([
  bar,
  {
    top: 0,
    zIndex: 1,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.gutter,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  flex: '1 0 auto',
  padding: vars.space.large,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});

export const footer = style([
  bar,
  { bottom: 0, justifyContent: 'flex-end', gap: vars.space.medium, borderTop: `1px solid ${vars.color.border}` },
]);

/** AlertDialog (温馨提示): a larger message, buttons centred without a rule above them. */
export const alertBody = style([body, { fontSize: vars.fontSize.lead }]);

export const alertFooter = style([footer, { justifyContent: 'center', borderTop: 'none', paddingTop: 0 }]);
