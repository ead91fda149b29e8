import * as styles from './ResultCount.css';

export type ResultCountProps = {
  /** The whole sentence, worded by the caller with the count in it (为您找到“戒指”相关商品 128 件). */
  children: string;
};

/**
 * The number of results of a search, as a polite live region: a change of conditions announces
 * the new count without moving focus (WCAG 4.1.3).
 */
export function ResultCount({ children }: ResultCountProps) {
  return (
    <p className={styles.root} role="status">
      {children}
    </p>
  );
}
