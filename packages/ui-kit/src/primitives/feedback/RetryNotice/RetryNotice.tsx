import { Button } from '../../controls/Button/Button';
import * as styles from './RetryNotice.css';

export type RetryNoticeProps = {
  /** What went wrong, announced (积分暂时无法获取，请稍后再试). */
  message: string;
  /** The retry (重新加载); without it or `onRetry`, the message alone. */
  retryLabel?: string;
  onRetry?: () => void;
};

/** A panel's failed load: the reason, announced as an alert, and a retry beside it. */
export function RetryNotice({ message, retryLabel, onRetry }: RetryNoticeProps) {
  return (
    <div className={styles.row}>
      <p className={styles.message} role="alert">
        {message}
      </p>
      {retryLabel && onRetry ? (
        <Button tone="neutral" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
