import { Price } from '../../../primitives/data/Price/Price';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { visuallyHidden } from '../../../styles/utilities.css';
import { RecordProblem, RecordTable } from '../RecordTable/RecordTable';
import * as styles from './LevelTable.css';

/** What the table shows: the levels, loading, or a failed load. */
export const levelTableStatuses = ['ready', 'loading', 'error'] as const;

/** One card level (普卡, 银卡, 金卡, 钻石卡). */
export type LevelTableLevel = {
  /** The level number (1 lowest). */
  level: number;
  /** Its name (金卡). */
  name: string;
  /** The calendar year's consumption that reaches it, in integer fen. */
  thresholdFen: number;
  /** What it brings, one line each. */
  benefits: readonly string[];
};

/** Every visible string and accessible name of the table. */
export type LevelTableLabels = {
  /** The table's caption (会员等级与权益). */
  caption: string;
  /** Column headings: 等级, 年度消费门槛, 会员权益. */
  level: string;
  threshold: string;
  benefits: string;
  /** The mark on the member's own level (当前等级). */
  current: string;
  /** Announced while loading (正在加载会员等级). */
  loading: string;
  /** The retry action after a failed load (重新加载). */
  retry: string;
};

export type LevelTableProps = {
  status: (typeof levelTableStatuses)[number];
  /** The levels, lowest first. */
  levels: readonly LevelTableLevel[];
  /** The member's level, marked in the table; none for no member. */
  currentLevel?: number;
  /** Keep the caption for assistive technology only (the page already heads the table). */
  isCaptionHidden?: boolean;
  /** Where the member stands, composed by the caller (本年度已消费 ¥3,200.00，再消费 ¥1,800.00 可升级为银卡). */
  standing?: string;
  labels: LevelTableLabels;
  /** error: what went wrong. */
  errorMessage?: string;
  onRetry?: () => void;
};

/**
 * The member programme's card levels (issue #13 Membership; spec §3 cardLevel): each level's
 * threshold and benefits in a table, the member's own level marked (aria-current) and where they
 * stand said above it.
 */
export function LevelTable({
  status,
  levels,
  currentLevel,
  standing,
  isCaptionHidden = false,
  labels,
  errorMessage,
  onRetry,
}: LevelTableProps) {
  if (status === 'loading') {
    return (
      <div role="status" className={styles.root}>
        <Skeleton lines={4} />
        <span className={visuallyHidden}>{labels.loading}</span>
      </div>
    );
  }
  if (status === 'error') {
    return <RecordProblem message={errorMessage ?? ''} retryLabel={labels.retry} onRetry={onRetry} />;
  }
  return (
    <div className={styles.root}>
      {standing ? <p className={styles.standing}>{standing}</p> : null}
      <RecordTable
        caption={labels.caption}
        isCaptionHidden={isCaptionHidden}
        columns={[
          { id: 'level', label: labels.level },
          { id: 'threshold', label: labels.threshold },
          { id: 'benefits', label: labels.benefits },
        ]}
        rows={levels.map((level) => {
          const isCurrent = level.level === currentLevel;
          return {
            id: level.level,
            isCurrent,
            cells: [
              <>
                {level.name}
                {isCurrent ? <span className={styles.mark}>{labels.current}</span> : null}
              </>,
              <Price key="threshold" fen={level.thresholdFen} size="small" />,
              <ul key="benefits" className={styles.benefits}>
                {level.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>,
            ],
          };
        })}
      />
    </div>
  );
}
