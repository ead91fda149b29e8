import { Button } from '../../../primitives/controls/Button/Button';
import { Icon } from '../../../primitives/media/Icon/Icon';
import * as styles from './StaffLoginPanel.css';

export type StaffLoginPanelProps = {
  /** What staff sign-in is (员工请使用金缘统一身份认证账号登录，登录后可进入员工权益商城。). */
  description: string;
  /** Short notes under the description (工号即账号; 登录后页面显示员工水印). */
  notes?: readonly string[];
  /** The one button to the identity provider (前往统一身份认证登录). */
  buttonLabel: string;
  /** Called by the button; the caller saves the return URL and redirects (spec §4). */
  onSignIn: () => void;
  /** Leaving for the identity provider: the button shows a spinner and ignores presses. */
  isBusy?: boolean;
  /** Announced while busy (正在跳转…). */
  busyLabel?: string;
  /** A failed sign-in or a provider that cannot be reached (登录错误，请重试); announced. */
  errorMessage?: string;
};

/**
 * The staff tab of the login view (spec §2, §4): explains the staff sign-in and offers one button
 * to the staff identity provider, with a busy and an error state. The login view places it as the
 * staff tab's content.
 */
export function StaffLoginPanel({
  description,
  notes = [],
  buttonLabel,
  onSignIn,
  isBusy = false,
  busyLabel,
  errorMessage,
}: StaffLoginPanelProps) {
  return (
    <div className={styles.root}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="user" />
      </span>
      <p className={styles.description}>{description}</p>
      {notes.length > 0 ? (
        <ul className={styles.points}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      <Button tone="primary" size="large" isBlock onPress={onSignIn} loading={isBusy} loadingLabel={busyLabel}>
        {buttonLabel}
      </Button>
    </div>
  );
}
