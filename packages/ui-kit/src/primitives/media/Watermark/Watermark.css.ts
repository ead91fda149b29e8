import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

/** The tile (a url("data:image/svg+xml,…")) and its size, set per text by Watermark.tsx. */
export const tileVar = createVar();
export const tileWidthVar = createVar();
export const tileHeightVar = createVar();

export const overlay = recipe({
  base: {
    inset: 0,
    // Never in the way: clicks, selection and reading go through to the page.
    pointerEvents: 'none',
    userSelect: 'none',
    // The SVG tile is a mask over a layer of text colour, so the watermark follows the theme
    // (and the grey mode) instead of baking a colour into the image.
    background: vars.color.text,
    opacity: 0.1,
    maskImage: tileVar,
    maskRepeat: 'repeat',
    maskSize: `${tileWidthVar} ${tileHeightVar}`,
    maskPosition: '0 0',
    WebkitMaskImage: tileVar,
    WebkitMaskRepeat: 'repeat',
    WebkitMaskSize: `${tileWidthVar} ${tileHeightVar}`,
    // Printed pages of staff sessions carry the mark too.
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  },
  variants: {
    variant: {
      /** Over the whole viewport, above every layer (spec §4 staff watermark). */
      fullPage: { position: 'fixed', zIndex: vars.zIndex.watermark },
      /** Over its positioned parent only (a product image by mould number). */
      contained: { position: 'absolute', zIndex: vars.zIndex.base },
    },
  },
  defaultVariants: { variant: 'fullPage' },
});
