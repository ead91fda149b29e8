import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export type SpinnerProps = {
  /** What is loading, announced to screen readers (e.g. 加载中). */
  label: string;
  size?: (typeof spinnerSizes)[number];
  /** Show the label next to the ring instead of only announcing it. */
  isLabelVisible?: boolean;
};

/** An indeterminate loading indicator with an accessible name. */
export function Spinner({ label, size, isLabelVisible = false }: SpinnerProps) {
  return (
    <span className={styles.root} role="status" aria-live="polite">
      <span className={styles.ring({ size })} aria-hidden="true" />
      {isLabelVisible ? <span>{label}</span> : <span className={visuallyHidden}>{label}</span>}
    </span>
  );
}
