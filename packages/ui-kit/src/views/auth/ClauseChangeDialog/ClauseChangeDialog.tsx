import { Link } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { ModalFrame } from '../../../primitives/overlays/ModalFrame/ModalFrame';
import * as styles from './ClauseChangeDialog.css';

/** One changed clause in the notice. */
export type ChangedClause = {
  /** Stable key (the clause key). */
  id: string;
  /** The clause title, shown in book-title marks by the caller if wanted (《用户协议》). */
  title: string;
  /** Where its text reads (/article/detail?clauseKey=…&clauseVersion=…); opens in a new tab so the notice stays. */
  href: string;
  /** The version in force, shown after the title (V2). */
  versionLabel?: string;
};

export type ClauseChangeDialogProps = {
  /** Whether the notice shows. Only the two buttons answer it: no close button, no click outside, no Escape. */
  isOpen: boolean;
  /** The heading and accessible name (条款变更提示). */
  title: string;
  /** The sentence above the list (我们更新了以下条款，请您阅读并确认：). */
  message: string;
  /** The outdated or unaccepted clauses (spec §4). */
  clauses: readonly ChangedClause[];
  /** Accessible name suffix of each link when it opens a new tab (（新窗口打开）). */
  newTabLabel: string;
  /** The agree button (同意). */
  agreeLabel: string;
  /** The disagree button (不同意并退出登录). */
  disagreeLabel: string;
  /** Agree: the caller records each clause (spec §4). */
  onAgree: () => void;
  /** Disagree: the caller logs out (spec §4). */
  onDisagree: () => void;
  /** While the agreement is being recorded: agree shows a spinner, disagree is disabled. */
  isBusy?: boolean;
  /** Announced on the busy button (提交中). */
  busyLabel?: string;
  /** Recording failed: the reason, shown under the list and announced; the buttons stay available. */
  errorMessage?: string;
};

/**
 * The clause change notice (spec §4 "Clause agreement flow"): a modal alert dialog listing the
 * changed clauses with links to their text, answered by agree or disagree. Focus moves in and is
 * trapped; as declining has a consequence (logout), only the buttons answer it.
 */
export function ClauseChangeDialog({
  isOpen,
  title,
  message,
  clauses,
  newTabLabel,
  agreeLabel,
  disagreeLabel,
  onAgree,
  onDisagree,
  isBusy = false,
  busyLabel,
  errorMessage,
}: ClauseChangeDialogProps) {
  return (
    <ModalFrame
      variant="alert"
      isOpen={isOpen}
      isKeyboardDismissDisabled
      title={title}
      footer={
        <>
          <Button tone="neutral" onPress={onDisagree} isDisabled={isBusy}>
            {disagreeLabel}
          </Button>
          <Button tone="primary" onPress={onAgree} loading={isBusy} loadingLabel={busyLabel}>
            {agreeLabel}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{message}</p>
      <ul className={styles.list}>
        {clauses.map((clause) => (
          <li key={clause.id}>
            <Link
              className={styles.link}
              href={clause.href}
              target="_blank"
              rel="noopener"
              aria-label={`${clause.title}${newTabLabel}`}
            >
              {clause.title}
            </Link>
            {clause.versionLabel ? <span className={styles.version}>{clause.versionLabel}</span> : null}
          </li>
        ))}
      </ul>
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </ModalFrame>
  );
}
