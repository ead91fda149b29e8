import { useId } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import * as styles from './GiftShare.css';

export type GiftShareProps = {
  /** The panel's heading (礼物待领取). */
  title: string;
  /** What to do with the link (把链接发给收礼人 …). */
  description: string;
  /** The caption of the link field (分享链接). */
  urlLabel: string;
  /** The share link, whole (https://…/gift?token=…). */
  url: string;
  /** The copy button (复制链接). */
  copyLabel: string;
  /** Announced once the link is copied (已复制); nothing while unset. */
  copiedMessage?: string;
  /** Called by the copy button: the caller writes the link to the clipboard. */
  onCopy: () => void;
};

/**
 * The buyer's share panel of a transfer gift awaiting its recipient (issue #12; spec §3
 * transferGiftState 0): the link in a read-only field (select it by hand, or copy it with the
 * button) and a live message once copied.
 */
export function GiftShare({ title, description, urlLabel, url, copyLabel, copiedMessage, onCopy }: GiftShareProps) {
  const titleId = useId();
  const inputId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{description}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={inputId}>
            {urlLabel}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <Button tone="primary" onPress={onCopy}>
          {copyLabel}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {copiedMessage ?? ''}
      </p>
    </section>
  );
}
