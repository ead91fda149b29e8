import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo } from 'react';
import { tokens } from '../../../theme/tokens';
import { watermarkTile } from './watermarkRules';
import * as styles from './Watermark.css';

export const watermarkVariants = ['fullPage', 'contained'] as const;

export type WatermarkProps = {
  /**
   * The text to repeat: one string, or one string per line (staff: 张三 · S10023; an image: its
   * mould number). Drawn in 15px at −30° (spec §4).
   */
  text: string | readonly string[];
  /**
   * fullPage (default): fixed over the whole viewport above every layer. contained: covers only
   * its parent, which must be positioned (relative), e.g. a product image.
   */
  variant?: (typeof watermarkVariants)[number];
};

/**
 * A faint repeated text over the page or an image, so that screenshots show who took them
 * (spec §4: staff nickname and staff code). Decorative: hidden from assistive technology,
 * transparent to the pointer, so the page under it works as usual.
 */
export function Watermark({ text, variant = 'fullPage' }: WatermarkProps) {
  // A string key keeps the memo stable when the caller passes a new array with the same lines.
  const key = typeof text === 'string' ? text : text.join('\n');
  // The SVG is an image: it cannot read the page's CSS variables, so it gets the font stack itself.
  const tile = useMemo(() => watermarkTile(key, { fontFamily: tokens.font.body }), [key]);
  if (tile.width === 0) return null;
  return (
    <div
      className={styles.overlay({ variant })}
      aria-hidden="true"
      data-watermark={variant}
      style={assignInlineVars({
        [styles.tileVar]: tile.url,
        [styles.tileWidthVar]: `${tile.width}px`,
        [styles.tileHeightVar]: `${tile.height}px`,
      })}
    />
  );
}
