import { Button } from '../../../primitives/controls/Button/Button';
import { telHref } from '../../../primitives/navigation/telHref';
import * as styles from '../chat.css';

export type OfflineNoticeProps = {
  /** The heading (当前不在在线客服时间). */
  title: string;
  /** The chat's hours (在线客服：每天 08:15–23:45). */
  hours: string;
  /** The hotline's hours (客服热线：工作日 09:30–17:30). */
  hotlineHours: string;
  /** The hotline as printed (400-820-1314): dialable when it has enough digits. */
  hotline?: string;
  /** What leaving a message does (留言后，客服上线会第一时间回复您). */
  description: string;
  /** 留言 */
  leaveMessage: string;
  /** The shopper chooses to leave a message: the composer then takes it. */
  onLeaveMessage: () => void;
  /** The message was left: the button goes, the description says so. */
  hasLeftMessage?: boolean;
};

/**
 * Outside the chat's hours (spec §7: online chat daily 8:15–23:45, hotline weekdays 9:30–17:30):
 * says so with both hours and offers 留言, answered the next time an agent is on (issue #15).
 */
export function OfflineNotice({
  title,
  hours,
  hotlineHours,
  hotline,
  description,
  leaveMessage,
  onLeaveMessage,
  hasLeftMessage = false,
}: OfflineNoticeProps) {
  const href = hotline ? telHref(hotline) : null;
  return (
    <section className={styles.notice} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.strongText}>{hours}</p>
      <p className={styles.strongText}>
        {hotlineHours}
        {hotline ? ' ' : null}
        {hotline && href ? (
          <a className={styles.inlineLink} href={href}>
            {hotline}
          </a>
        ) : (
          hotline
        )}
      </p>
      <p className={styles.text}>{description}</p>
      {hasLeftMessage ? null : (
        <div className={styles.actions}>
          <Button tone="primary" onPress={onLeaveMessage}>
            {leaveMessage}
          </Button>
        </div>
      )}
    </section>
  );
}
