import type { ReactNode } from 'react';
import { countBadgeMax, formatCount } from './badgeRules';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'gold', 'positive', 'warning', 'critical', 'info'] as const;
export const badgeEmphases = ['soft', 'solid'] as const;

export type BadgeProps = {
  /** The short label (热卖, 新品, 满2件9折); it is read as part of the surrounding text. */
  children: ReactNode;
  /**
   * Colour role: brand for promotions (热卖, 满2件9折), gold for craft and material (足金, 古法),
   * positive/warning/critical/info for states, neutral for everything else.
   */
  tone?: (typeof badgeTones)[number];
  /** soft (tinted background, default) for labels in lists; solid to stand out on images and icons. */
  emphasis?: (typeof badgeEmphases)[number];
};

/** A small label on goods and lists (热卖, 新品, 满2件9折). Not interactive. */
export function Badge({ children, tone, emphasis }: BadgeProps) {
  return <span className={styles.badge({ tone, emphasis })}>{children}</span>;
}

export type CountBadgeProps = {
  /** How many (e.g. items in the bag). Zero or less draws nothing. */
  count: number;
  /** Above this the badge reads `${max}+`. */
  max?: number;
  /** Colour role; brand (solid) by default, as on the bag icon. */
  tone?: (typeof badgeTones)[number];
};

/**
 * A round numeric badge (3, 99+), the same drawing as `Badge` in its solid emphasis.
 * It shows only the number: whoever places it must say what is counted in the accessible name
 * (IconButton's `badgeLabel`, e.g. 购物袋，3件商品).
 */
export function CountBadge({ count, max = countBadgeMax, tone = 'brand' }: CountBadgeProps) {
  const text = formatCount(count, max);
  if (text === null) return null;
  return <span className={styles.badge({ tone, emphasis: 'solid', isCount: true })}>{text}</span>;
}
