import type { ReactNode } from 'react';
import * as styles from './FactList.css';

/** One labelled fact (订单编号, 材质, 净度, …); the value may be formatted (a price). */
export type Fact = { label: string; value: ReactNode };

/**
 * Label and value pairs in two columns, as a description list: the order detail's facts, a trade
 * snapshot's, a guarantee certificate's and a verified piece's.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.factRow}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
