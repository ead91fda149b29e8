import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/** Set per instance: the rect's aspect ratio and each text line's width. */
export const aspectRatioVar = createVar();
export const lineWidthVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const block = style({
  display: 'block',
  background: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    // No sweeping light for people who asked for less motion: a still, flat shape.
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const shape = recipe({
  base: [block],
  variants: {
    shape: {
      text: { width: lineWidthVar, borderRadius: vars.radius.small },
      rect: { width: '100%', aspectRatio: aspectRatioVar, borderRadius: vars.radius.medium },
      circle: { borderRadius: '50%', flexShrink: 0 },
    },
    size: { small: {}, medium: {}, large: {} },
  },
  compoundVariants: [
    // Text lines as tall as the type they stand for.
    { variants: { shape: 'text', size: 'small' }, style: { height: vars.fontSize.small } },
    { variants: { shape: 'text', size: 'medium' }, style: { height: vars.fontSize.body } },
    { variants: { shape: 'text', size: 'large' }, style: { height: vars.fontSize.title } },
    // Circles the size of avatars and icon buttons.
    {
      variants: { shape: 'circle', size: 'small' },
      style: { width: vars.size.controlSmall, height: vars.size.controlSmall },
    },
    { variants: { shape: 'circle', size: 'medium' }, style: { width: vars.size.control, height: vars.size.control } },
    {
      variants: { shape: 'circle', size: 'large' },
      style: { width: vars.size.controlLarge, height: vars.size.controlLarge },
    },
  ],
  defaultVariants: { shape: 'text', size: 'medium' },
});

/** Lines of text stacked with the gap of body line spacing. */
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, width: '100%' });
