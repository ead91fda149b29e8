import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';
import { focusOutline } from '../styles/focusRing';

createGlobalTheme(':root', vars, tokens);

/**
 * Grey (mourning) mode of spec §1: the whole page in greyscale on the days the server flags.
 * Applied to <html> so that fixed layers (drawers, toasts, watermark) turn grey too.
 */
export const greyMode = style({ filter: 'grayscale(1)' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
});
globalStyle('body', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle(':focus-visible', { outline: focusOutline, outlineOffset: '2px' });
globalStyle('a', { color: 'inherit' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
