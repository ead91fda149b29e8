import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from './RatingStars.css';

export type RatingStarsProps = {
  /** The rating, 0 to `max` (rounded, clamped). */
  rating: number;
  /** How many stars make a full score (5). */
  max?: number;
  /** The rating as screen readers read it (4星，满分5星). */
  label: string;
};

/** A given rating as a row of stars: drawn for the eye, read as its label by screen readers. */
export function RatingStars({ rating, max = 5, label }: RatingStarsProps) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span className={styles.starsOff}>{'★'.repeat(max - filled)}</span>
      </span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
