import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small, color: 'inherit' });

export const ring = recipe({
  base: {
    display: 'inline-block',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    flexShrink: 0,
  },
  variants: {
    size: {
      small: { width: '14px', height: '14px', borderWidth: '2px' },
      medium: { width: '20px', height: '20px', borderWidth: '2px' },
      large: { width: '32px', height: '32px', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
