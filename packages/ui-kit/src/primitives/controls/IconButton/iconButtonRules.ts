import { formatCount } from '../../feedback/Badge/badgeRules';

/** What decides the name of an icon-only button. */
export type IconButtonNameInput = {
  /** The action (购物袋, 搜索, 关闭). */
  label: string;
  /** The count shown on the button, if any. */
  badge?: number;
  /** The action with its count, written by the caller (购物袋，3件商品). */
  badgeLabel?: string;
};

/**
 * The accessible name: `badgeLabel` while a count is drawn (so the count is heard, not only seen),
 * otherwise `label`. A count that draws nothing (0) falls back to `label`.
 */
export function iconButtonName({ label, badge, badgeLabel }: IconButtonNameInput): string {
  const isBadgeShown = badge !== undefined && formatCount(badge) !== null;
  return isBadgeShown && badgeLabel ? badgeLabel : label;
}
