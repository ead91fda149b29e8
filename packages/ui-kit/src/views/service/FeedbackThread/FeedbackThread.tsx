import { thumbnailRow, shopperText, visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../../primitives/controls/Button/Button';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Image } from '../../../primitives/media/Image/Image';
import * as styles from '../service.css';

export const feedbackThreadStates = ['submitted', 'processing', 'replied'] as const;

/** One feedback as the list shows it, every text already worded. */
export type FeedbackThreadItem = {
  id: string;
  /** 商品质量 */
  typeLabel: string;
  state: (typeof feedbackThreadStates)[number];
  /** 已提交 / 处理中 / 已回复 */
  stateLabel: string;
  /** 2026-11-20 10:30 · 反馈编号 FB… */
  meta: string;
  /** 关联订单 JY… */
  orderLabel?: string;
  content: string;
  photos: readonly { src: string; alt: string }[];
  reply?: { text: string; meta: string };
};

export type FeedbackThreadLabels = {
  title: string;
  /** The reply's heading (客服回复). */
  reply: string;
  empty: string;
  emptyDescription?: string;
  loading: string;
  retry: string;
};

export type FeedbackThreadProps = {
  labels: FeedbackThreadLabels;
  items: readonly FeedbackThreadItem[];
  isLoading?: boolean;
  /** The list could not be read: the message and a retry. */
  errorMessage?: string;
  onRetry?: () => void;
};

const tones = { submitted: 'neutral', processing: 'info', replied: 'positive' } as const;

/**
 * The member's feedback (issue #14 我的反馈): each with its state (已提交 → 处理中 → 已回复), what
 * they wrote and sent, and the reply once there is one.
 */
export function FeedbackThread({ labels, items, isLoading = false, errorMessage, onRetry }: FeedbackThreadProps) {
  const heading = <h2 className={styles.title}>{labels.title}</h2>;
  if (isLoading) {
    return (
      <section className={styles.root} aria-label={labels.title} aria-busy="true">
        {heading}
        <span role="status" className={visuallyHidden}>
          {labels.loading}
        </span>
        <Skeleton lines={3} />
      </section>
    );
  }
  return (
    <section className={styles.root} aria-label={labels.title}>
      {heading}
      {errorMessage ? (
        <div role="alert" className={styles.fields}>
          <p className={styles.error}>{errorMessage}</p>
          {onRetry ? (
            <div>
              <Button tone="secondary" onPress={onRetry}>
                {labels.retry}
              </Button>
            </div>
          ) : null}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={labels.empty} description={labels.emptyDescription} headingLevel={3} />
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <h3 className={styles.itemHead}>
                <span>{item.typeLabel}</span>
                <Badge tone={tones[item.state]}>{item.stateLabel}</Badge>
              </h3>
              <p className={styles.meta}>
                {item.meta}
                {item.orderLabel ? ` · ${item.orderLabel}` : ''}
              </p>
              <p className={shopperText}>{item.content}</p>
              {item.photos.length > 0 ? (
                <ul className={thumbnailRow}>
                  {item.photos.map((photo) => (
                    <li key={photo.src} className={styles.photo}>
                      <Image src={photo.src} alt={photo.alt} ratio="1/1" />
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.reply ? (
                <div className={styles.reply}>
                  <span className={styles.replyLabel}>{labels.reply}</span>
                  <p className={shopperText}>{item.reply.text}</p>
                  <span className={styles.meta}>{item.reply.meta}</span>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
