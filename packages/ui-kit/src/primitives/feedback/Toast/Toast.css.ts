import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const drop = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.gutter}))` },
  to: { opacity: 1, transform: 'none' },
});

/** Fixed at the top centre of the window, above every other layer; toasts stack downwards. */
export const region = style({
  position: 'fixed',
  top: vars.space.xxlarge,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: `calc(100vw - 2 * ${vars.space.gutter})`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: focusOutline,
      outlineOffset: vars.space.xsmall,
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.control,
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.gutter}`,
    borderRadius: vars.radius.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    boxShadow: vars.shadow.toast,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
    outline: 'none',
    animation: `${drop} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-focus-visible]': {
        outline: focusOutline,
        outlineOffset: vars.space.xxsmall,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationName: fade },
    },
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceInverse,
        borderColor: vars.color.surfaceInverse,
        color: vars.color.textInverse,
      },
      positive: { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.positive },
      critical: { background: vars.color.criticalSoft, borderColor: vars.color.critical, color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({ flex: 1, minWidth: 0 });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  opacity: 0.8,
  selectors: {
    '&[data-hovered]': { opacity: 1 },
    '&[data-focus-visible]': {
      outline: focusOutline,
      outlineOffset: 0,
      opacity: 1,
    },
  },
});
