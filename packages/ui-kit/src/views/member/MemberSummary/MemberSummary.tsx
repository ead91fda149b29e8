import { LoadingNotice } from '../../../primitives/feedback/LoadingNotice/LoadingNotice';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import * as styles from './MemberSummary.css';

/** The three states: loading, loaded, and failed-with-defaults (spec §7 "on failure defaults are used"). */
export const memberSummaryStatuses = ['loading', 'loaded', 'fallback'] as const;

/** One fact in the summary (会员卡号 8801234567, 可用积分 58,200, 已加入 2,901 天). */
export type MemberFact = {
  /** Stable key. */
  id: string;
  /** The term (会员卡号). */
  label: string;
  /** The value, formatted by the caller. */
  value: string;
};

export type MemberSummaryProps = {
  /** Which state to draw. */
  status: (typeof memberSummaryStatuses)[number];
  /** Family name and title, composed by the caller (李先生). */
  name: string;
  /** The card level name as a badge (钻石卡). */
  levelName?: string;
  /** Card number, points, days joined, in that order. */
  facts: readonly MemberFact[];
  /** The accessible name of the summary (会员信息). */
  label: string;
  /** Announced while loading (正在加载会员信息). */
  loadingLabel: string;
  /** Shown in the fallback state (会员信息暂时无法获取). */
  fallbackMessage?: string;
};

/**
 * The member summary of the account pop-up (spec §3 member info): name and title, card level,
 * card number, points and days joined. While the info loads, placeholders; when it failed, the
 * defaults with a short note.
 */
export function MemberSummary({
  status,
  name,
  levelName,
  facts,
  label,
  loadingLabel,
  fallbackMessage,
}: MemberSummaryProps) {
  if (status === 'loading') {
    return (
      <section className={styles.root} aria-label={label} aria-busy="true">
        <LoadingNotice label={loadingLabel ?? ''} lines={3} />
      </section>
    );
  }
  return (
    <section className={styles.root} aria-label={label}>
      <p className={styles.nameLine}>
        <span className={styles.name}>{name}</span>
        {levelName ? <Badge tone="gold">{levelName}</Badge> : null}
      </p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.id} className={styles.row}>
            <dt className={styles.term}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {status === 'fallback' && fallbackMessage ? <p className={styles.notice}>{fallbackMessage}</p> : null}
    </section>
  );
}
