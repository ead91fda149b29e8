import { Badge } from '../../../primitives/feedback/Badge/Badge';
import * as styles from './MarketingBadges.css';

/** One marketing activity the piece takes part in (spec §3 discount activity). */
export type MarketingActivity = {
  /** The activity's id. */
  id: string | number;
  /** Its label (满1000减100, 满2件9折), already composed by the caller. */
  label: string;
  /** The house's advertising line (ADWord), if any. */
  adWord?: string;
};

export type MarketingBadgesProps = {
  /** The activities; none draws nothing (spec §8: an empty marketing result means no activity). */
  activities: readonly MarketingActivity[];
  /** The caption before the labels, also the list's name (促销). */
  label: string;
};

/** The promotions of a piece: a caption, a label per activity (满减 / 满N件) and its AD word. */
export function MarketingBadges({ activities, label }: MarketingBadgesProps) {
  if (activities.length === 0) return null;
  return (
    <div className={styles.root}>
      <span className={styles.caption} aria-hidden="true">
        {label}
      </span>
      <ul className={styles.list} aria-label={label}>
        {activities.map((activity) => (
          <li key={activity.id} className={styles.item}>
            <Badge tone="brand">{activity.label}</Badge>
            {activity.adWord ? <span className={styles.adWord}>{activity.adWord}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
