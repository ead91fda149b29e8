import type { ReactNode } from 'react';
import * as styles from './FactList.css';

/** One labelled fact (订单编号, 材质, 净度, …); the value may be formatted (a price). */
export type Fact = { label: string; value: ReactNode };

/** How many label and value pairs a row of a FactList holds. */
export const factListColumns = [1, 2, 3] as const;

export type FactListProps = {
  /** The facts in reading order. */
  facts: readonly Fact[];
  /** Pairs per row (the console's order facts: 3): one below the tablet width, three only from the desktop width. Default 1. */
  columns?: (typeof factListColumns)[number];
};

/**
 * Label and value pairs in two columns, as a description list: the order detail's facts, a trade
 * snapshot's, a guarantee certificate's and a verified piece's; in the console, two or three pairs a row.
 */
export function FactList({ facts, columns = 1 }: FactListProps) {
  return (
    <dl className={`${styles.facts} ${styles.pairColumns[columns]}`}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.factRow}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
