import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Image } from '../../../primitives/media/Image/Image';
import * as styles from './GiftAcceptance.css';

/** A piece of the gift as its recipient sees it: what it is, never its price. */
export type GiftPiece = {
  id: string;
  title: string;
  thumb?: string;
  /** Category lines, attribute and quantity in one line (金重 3.25g · 圈口 12 · ×1). */
  facts: string;
};

export type GiftAcceptanceProps = {
  /** The heading for the state the gift is in (王女士送您一份礼物 / 礼物已领取 …). */
  title: string;
  /** What it means and what to do now. */
  message: string;
  /** Accessible name of the pieces list (礼物清单). */
  piecesLabel: string;
  pieces: readonly GiftPiece[];
  /** While the gift can be accepted: the address choice (the feature's AddressPicker). */
  children?: ReactNode;
  /** The two answers, while the gift can still be given one; left out otherwise. */
  answers?: { accept: { label: string; onPress: () => void }; decline: { label: string; onPress: () => void } };
  /** An answer is being sent: both buttons wait, announcing `pendingLabel`. */
  isPending?: boolean;
  pendingLabel?: string;
  /** Why the last answer failed (礼物已被领取 …), announced. */
  errorMessage?: string;
  isLoading?: boolean;
  loadingLabel?: string;
  /** What shows instead when the link leads nowhere. */
  notFound?: { title: string; description?: string; action?: ReactNode };
};

/**
 * The page a transfer gift's link opens (issue #12; spec §3 transferGiftState): who sent it, the
 * pieces (no price), and while it awaits: the recipient's address choice with 领取礼物 and 退回礼物;
 * afterwards what became of it.
 */
export function GiftAcceptance({
  title,
  message,
  piecesLabel,
  pieces,
  children,
  answers,
  isPending = false,
  pendingLabel,
  errorMessage,
  isLoading = false,
  loadingLabel = '',
  notFound,
}: GiftAcceptanceProps) {
  const titleId = useId();
  if (isLoading) {
    return (
      <div className={styles.root} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {loadingLabel}
        </span>
        <Skeleton shape="text" size="large" />
        <Skeleton shape="text" lines={3} />
      </div>
    );
  }
  if (notFound) {
    return <EmptyState title={notFound.title} description={notFound.description} action={notFound.action} />;
  }
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.card}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{message}</p>
        <ul className={styles.pieces} aria-label={piecesLabel}>
          {pieces.map((piece) => (
            <li key={piece.id} className={styles.piece}>
              <span className={styles.thumb}>
                <Image src={piece.thumb} alt="" ratio="1/1" width={72} height={72} />
              </span>
              <div>
                <p className={styles.pieceTitle}>{piece.title}</p>
                <p className={styles.pieceFacts}>{piece.facts}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {children}
      {errorMessage ? (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      {answers ? (
        <div className={styles.actions}>
          <Button
            tone="primary"
            size="large"
            onPress={answers.accept.onPress}
            loading={isPending}
            loadingLabel={pendingLabel}
          >
            {answers.accept.label}
          </Button>
          <Button tone="secondary" size="large" onPress={answers.decline.onPress} isDisabled={isPending}>
            {answers.decline.label}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
