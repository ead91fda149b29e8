import { Button } from '../../../primitives/controls/Button/Button';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { visuallyHidden } from '../../../styles/utilities.css';
import type { MemberFact } from '../MemberSummary/MemberSummary';
import * as styles from './MemberCard.css';

/** The card art of each card level (spec §3 cardLevel: 普卡, 银卡, 金卡, 钻石卡) and of staff. */
export const memberCardArts = ['classic', 'silver', 'gold', 'diamond', 'staff'] as const;
export type MemberCardArt = (typeof memberCardArts)[number];

/** The states: loading, the member's own, and the defaults after a failed load (spec §7). */
export const memberCardStatuses = ['loading', 'loaded', 'fallback'] as const;

export type MemberCardProps = {
  status: (typeof memberCardStatuses)[number];
  /** The level's art (the feature maps the card level to it). */
  art: MemberCardArt;
  /** The accessible name of the card (我的会员卡 / 员工卡). */
  label: string;
  /** The house name printed on the card (金缘珠宝). */
  brand: string;
  /** Who holds it, composed by the caller (李先生, 林晓). */
  name: string;
  /** The level's name on the card (钻石卡, 员工). */
  levelName?: string;
  /** Card number and days joined, or the staff code; formatted by the caller. */
  facts: readonly MemberFact[];
  /** Announced while loading (正在加载会员信息). */
  loadingLabel: string;
  /** fallback: what went wrong (会员信息暂时无法获取). */
  fallbackMessage?: string;
  /** fallback: ask again (重新加载). */
  retryLabel?: string;
  onRetry?: () => void;
};

/** Linework per art, drawn in `currentColor` over the gradient; each level has its own. */
function CardArt({ art }: { art: MemberCardArt }) {
  return (
    <svg className={styles.art} viewBox="0 0 420 240" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        {art === 'classic' ? [40, 70, 100, 130].map((r) => <circle key={r} cx="360" cy="60" r={r} />) : null}
        {art === 'silver'
          ? [0, 1, 2, 3, 4].map((row) => (
              <path
                key={row}
                d={`M0 ${150 + row * 20} C 100 ${110 + row * 20}, 220 ${190 + row * 20}, 420 ${140 + row * 20}`}
              />
            ))
          : null}
        {art === 'gold'
          ? Array.from({ length: 12 }, (_, ray) => {
              const angle = (Math.PI * ray) / 11;
              return (
                <line
                  key={ray}
                  x1="350"
                  y1="240"
                  x2={350 + Math.cos(angle + Math.PI) * 220}
                  y2={240 + Math.sin(angle + Math.PI) * 220}
                />
              );
            })
          : null}
        {art === 'diamond' ? (
          <>
            <path d="M300 40 L390 40 L420 80 L345 180 L270 80 Z" />
            <path d="M270 80 L420 80 M300 40 L320 80 L345 180 M390 40 L370 80 L345 180 M320 80 L345 40 L370 80" />
          </>
        ) : null}
        {art === 'staff'
          ? [0, 1, 2, 3, 4, 5].map((step) => (
              <g key={step}>
                <line x1={240 + step * 36} y1="0" x2={420} y2={180 - step * 36} />
                <line x1={240 + step * 36} y1="240" x2={420} y2={60 + step * 36} />
              </g>
            ))
          : null}
      </g>
    </svg>
  );
}

/**
 * The member card of the account overview (spec §3 member info): the house's card in the colours of
 * the member's level, with the holder's family name and title, the level, the card number and the
 * days joined; staff hold a staff card with their nickname and staff code (spec §6). The art is drawn
 * here (generated linework, no image). Loading shows placeholders; a failed load keeps the defaults
 * and offers a retry.
 */
export function MemberCard({
  status,
  art,
  label,
  brand,
  name,
  levelName,
  facts,
  loadingLabel,
  fallbackMessage,
  retryLabel,
  onRetry,
}: MemberCardProps) {
  return (
    <section
      className={styles.card({ art })}
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
      data-art={art}
    >
      <CardArt art={art} />
      <p className={styles.top}>
        <span className={styles.brand}>{brand}</span>
        {levelName && status !== 'loading' ? <span className={styles.level}>{levelName}</span> : null}
      </p>
      {status === 'loading' ? (
        <span role="status" className={styles.skeleton}>
          <Skeleton lines={2} />
          <span className={visuallyHidden}>{loadingLabel}</span>
        </span>
      ) : (
        <>
          <p className={styles.name}>{name}</p>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.id} className={styles.fact}>
                <dt className={styles.term}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {status === 'fallback' && fallbackMessage ? (
            <p className={styles.notice} role="alert">
              {fallbackMessage}{' '}
              {retryLabel && onRetry ? (
                <Button tone="neutral" size="small" onPress={onRetry}>
                  {retryLabel}
                </Button>
              ) : null}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
