import { assignInlineVars } from '@vanilla-extract/dynamic';
import { skeletonAspectRatio, skeletonLineWidths } from './skeletonRules';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export const skeletonSizes = ['small', 'medium', 'large'] as const;

export type SkeletonProps = {
  /** text: lines of copy; rect: an image or block (full width, given aspect ratio); circle: an avatar or icon. */
  shape?: (typeof skeletonShapes)[number];
  /** text only: how many lines (the last of several is shorter). Default 1. */
  lines?: number;
  /** rect only: width ÷ height (1 for a product image, 16 / 9 for a banner). Default 1. */
  aspectRatio?: number;
  /** text: the line height of small, body or title type; circle: 32, 40 or 48 across. Default medium. */
  size?: (typeof skeletonSizes)[number];
};

/**
 * A placeholder shape while content loads, hidden from assistive technology: the region that
 * loads says so itself (aria-busy and a status message, see the Card story).
 */
export function Skeleton({ shape = 'text', lines = 1, aspectRatio, size }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={styles.lines} aria-hidden="true">
        {skeletonLineWidths(lines).map((width, index) => (
          <span
            key={index}
            className={styles.shape({ shape, size })}
            style={assignInlineVars({ [styles.lineWidthVar]: `${width}%` })}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={styles.shape({ shape, size })}
      style={
        shape === 'rect' ? assignInlineVars({ [styles.aspectRatioVar]: skeletonAspectRatio(aspectRatio) }) : undefined
      }
      aria-hidden="true"
    />
  );
}
