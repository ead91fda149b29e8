import { Badge } from '../../../primitives/feedback/Badge/Badge';
import * as styles from './LogisticsTimeline.css';

/** One tracking event, already worded and formatted by the feature. */
export type LogisticsEvent = {
  /** A stable key (time and status). */
  id: string;
  /** When it happened (2026-11-24 15:30). */
  time: string;
  /** The step in the shopper's language: 已揽收, 运输中, 派送中, 已签收. */
  status: string;
  /** The carrier's own words (快件已到达【杭州转运中心】). */
  description: string;
  /** The city, when the carrier says. */
  place?: string;
  /** The parcel was signed for: the latest event reads as done. */
  isSigned?: boolean;
};

export type LogisticsTimelineProps = {
  /** Newest first. */
  events: readonly LogisticsEvent[];
  /** The list's accessible name (包裹 1 的物流轨迹). */
  label: string;
  /** Shown while the carrier has reported nothing (包裹已出库，等待快递员揽收). */
  emptyText: string;
  /** Lets a toggle point at the timeline (aria-controls). */
  id?: string;
};

/**
 * A parcel's journey as the carrier reports it (issue #12; spec §4 查看物流): the events newest first
 * as an ordered list, the latest emphasised (filled dot, full-strength text; the success tone once
 * it is signed for), each with its step, time, the carrier's description and the city. A pure
 * view: no loading of its own; with no events yet it says so in one line.
 */
export function LogisticsTimeline({ events, label, emptyText, id }: LogisticsTimelineProps) {
  if (events.length === 0) {
    return (
      <p id={id} className={styles.empty}>
        {emptyText}
      </p>
    );
  }
  return (
    <ol id={id} className={styles.list} aria-label={label}>
      {events.map((event, index) => {
        const isLatest = index === 0;
        const tone = isLatest ? (event.isSigned ? 'signed' : 'latest') : 'earlier';
        return (
          <li key={event.id} className={styles.event({ tone })}>
            <div className={styles.head}>
              {isLatest ? (
                <Badge tone={event.isSigned ? 'positive' : 'info'}>{event.status}</Badge>
              ) : (
                <span className={styles.status}>{event.status}</span>
              )}
              <span className={styles.time}>{event.time}</span>
            </div>
            <p className={styles.description}>
              {event.description}
              {event.place ? <span className={styles.place}>{event.place}</span> : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
