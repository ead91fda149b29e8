import { LoadingNotice } from '../../../primitives/feedback/LoadingNotice/LoadingNotice';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { ProgressBar } from 'react-aria-components';
import * as styles from './LevelProgress.css';

/** loading; `next`: on the way to the next level; `top`: the highest level, nothing left to reach. */
export const levelProgressStatuses = ['loading', 'next', 'top'] as const;

export type LevelProgressProps = {
  status: (typeof levelProgressStatuses)[number];
  /** The panel's heading (会员等级). */
  title: string;
  /** What stands between the member and the next level, or that they are at the top, worded by the caller. */
  message?: string;
  /** next: how far along, 0–1 (the feature computes it from spec §3 upgradeAdditionalAmount). */
  ratio?: number;
  /** next: the bar's accessible name (距钻石卡的升级进度). */
  progressLabel?: string;
  /** next: the bar's value as read aloud (已完成 64%). */
  valueText?: string;
  /** next: the level now and the next one, under the ends of the bar (金卡, 钻石卡). */
  currentLevelName?: string;
  nextLevelName?: string;
  /** Announced while loading. */
  loadingLabel?: string;
};

/**
 * Where the member stands on the way to the next card level (spec §3 nextCardLevelName,
 * upgradeAdditionalAmount): a progress bar between the level now and the next, and how much more
 * spending reaches it; at the top level, a line that says so instead of a bar.
 */
export function LevelProgress({
  status,
  title,
  message,
  ratio = 0,
  progressLabel,
  valueText,
  currentLevelName,
  nextLevelName,
  loadingLabel,
}: LevelProgressProps) {
  const headingId = useId();
  const filled = Math.min(1, Math.max(0, Number.isFinite(ratio) ? ratio : 0));
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {status === 'loading' ? (
        <LoadingNotice label={loadingLabel ?? ''} lines={2} />
      ) : (
        <>
          {message ? <p className={styles.message}>{message}</p> : null}
          {status === 'next' ? (
            <>
              <ProgressBar
                aria-label={progressLabel}
                value={Math.round(filled * 100)}
                valueLabel={valueText}
                className={styles.track}
              >
                <div className={styles.fill} style={assignInlineVars({ [styles.fillVar]: String(filled) })} />
              </ProgressBar>
              <p className={styles.ends} aria-hidden="true">
                <span>{currentLevelName}</span>
                <span>{nextLevelName}</span>
              </p>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
