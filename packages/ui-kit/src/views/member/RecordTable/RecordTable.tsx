import type { ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from './RecordTable.css';

/** One column: its heading and whether it holds numbers (right-aligned). */
export type RecordColumn = { id: string; label: string; isNumeric?: boolean };

/** One row: the cells in column order; the first is the row's header. */
export type RecordRow = {
  id: string | number;
  cells: readonly ReactNode[];
  /** The member's own row (their card level): marked for assistive technology and highlighted. */
  isCurrent?: boolean;
};

export type RecordTableProps = {
  /** The table's name (会员等级与权益, 积分明细). */
  caption: string;
  /** Keep the caption for assistive technology only (a tab already shows it). */
  isCaptionHidden?: boolean;
  columns: readonly RecordColumn[];
  rows: readonly RecordRow[];
};

/**
 * A table of the membership records (card levels, points, consumption): named by its caption,
 * column headers, each row headed by its first cell, numbers right-aligned.
 */
export function RecordTable({ caption, isCaptionHidden = false, columns, rows }: RecordTableProps) {
  return (
    <table className={styles.table}>
      <caption className={isCaptionHidden ? visuallyHidden : styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={styles.head({ isNumeric: column.isNumeric === true })}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            className={styles.row({ isCurrent: row.isCurrent === true })}
            aria-current={row.isCurrent || undefined}
          >
            {row.cells.map((cell, index) => {
              const isNumeric = columns[index]?.isNumeric === true;
              return index === 0 ? (
                <th key={columns[index]?.id ?? index} scope="row" className={styles.rowHead}>
                  {cell}
                </th>
              ) : (
                <td key={columns[index]?.id ?? index} className={styles.cell({ isNumeric })}>
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type RecordProblemProps = {
  /** What went wrong (积分记录暂时无法加载，请稍后再试). */
  message: string;
  /** The retry action (重新加载). */
  retryLabel: string;
  onRetry?: () => void;
};

/** A record that failed to load: the message, announced, and a retry. */
export function RecordProblem({ message, retryLabel, onRetry }: RecordProblemProps) {
  return (
    <div className={styles.problem}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {onRetry ? (
        <Button tone="neutral" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
