import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/**
 * The box reserves the image's space from its ratio before anything loads (no layout shift), and
 * shows the skeleton colour until the picture arrives.
 */
export const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    background: vars.color.skeleton,
  },
  variants: {
    ratio: {
      '1/1': { aspectRatio: '1 / 1' },
      '4/3': { aspectRatio: '4 / 3' },
      '16/9': { aspectRatio: '16 / 9' },
      '3/1': { aspectRatio: '3 / 1' },
    },
    status: {
      loading: {},
      loaded: { background: 'transparent' },
      error: { background: vars.color.surfaceMuted },
    },
  },
  defaultVariants: { ratio: '1/1', status: 'loading' },
});

export const image = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    transition: `opacity ${vars.duration.normal}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
    isLoaded: {
      true: { opacity: 1 },
      false: { opacity: 0 },
    },
  },
  defaultVariants: { fit: 'cover', isLoaded: false },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflow: 'hidden',
});
