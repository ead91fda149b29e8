import type { ReactNode } from 'react';
import { Icon } from '../../../primitives/media/Icon/Icon';
import type { IconName } from '../../../primitives/media/Icon/icons';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Text } from '../../../primitives/typography/Text/Text';
import { StatusTag, type StatusTone } from '../StatusTag/StatusTag';
import * as styles from './Timeline.css';

/** One thing that happened to a record. */
export type TimelineEvent = {
  /** Stable id (the event's id in the audit trail or the order's history). */
  id: string;
  /** When, already formatted by the caller (2026-12-07 10:21:08). */
  time: string;
  /** What happened (买家已付款, 运营 林晓 拆分为 2 个包裹). */
  title: string;
  /** Who did it (林晓 · 运营, 系统), when a person or a job did. */
  actor?: string;
  /** More about it: a note, an amount, a waybill. */
  detail?: ReactNode;
  /**
   * The kind of event: neutral (a note), info (a step), success (paid, delivered), warning (waiting
   * too long), danger (a refusal, a failure). Drawn as a marker of its own shape, never colour alone.
   */
  tone?: StatusTone;
  /** The state the event left the record in (已付款, 退款失败), drawn as a tag in the event's tone. */
  status?: string;
};

/** Each tone's marker has its own drawing, so the kind reads without colour (WCAG 1.4.1). */
const markerIcon: Record<StatusTone, IconName | null> = {
  neutral: null,
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'close',
};

export type TimelineProps = {
  /** The events in the order to read them (the caller chooses newest or oldest first). */
  events: readonly TimelineEvent[];
  /** Accessible name of the list (订单时间线). */
  'aria-label': string;
  /** Shown instead of the list when there are no events (暂无记录). */
  emptyText: string;
};

/**
 * Everything that happened to a record, as an ordered list (an order's history in the console: created,
 * paid, parcels, refunds, staff notes). Each event shows a marker for its tone, its title, time,
 * actor and detail.
 */
export function Timeline({ events, 'aria-label': ariaLabel, emptyText }: TimelineProps) {
  if (events.length === 0) return <Text tone="muted">{emptyText}</Text>;
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {events.map((event) => {
        const tone = event.tone ?? 'neutral';
        const icon = markerIcon[tone];
        return (
          <li key={event.id} className={styles.event}>
            <span className={styles.marker({ tone })} aria-hidden="true">
              {icon ? <Icon name={icon} size="small" /> : null}
            </span>
            <Stack space="xsmall">
              <Inline space="small" align="center">
                <Text weight="medium">{event.title}</Text>
                {event.status ? <StatusTag tone={tone}>{event.status}</StatusTag> : null}
              </Inline>
              <Inline space="small">
                <Text size="small" tone="muted">
                  {event.time}
                </Text>
                {event.actor ? (
                  <Text size="small" tone="muted">
                    {event.actor}
                  </Text>
                ) : null}
              </Inline>
              {event.detail ? <div className={styles.detail}>{event.detail}</div> : null}
            </Stack>
          </li>
        );
      })}
    </ol>
  );
}
