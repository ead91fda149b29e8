import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { Dialog } from '../../../primitives/overlays/Dialog/Dialog';
import { shopperText, visuallyHidden } from '../../../styles/utilities.css';
import { ChatCard } from '../ChatCard/ChatCard';
import type { ChatMessage, ChatMessageStatus } from '../chatModel';
import * as styles from './MessageBubble.css';

/** The words a message needs around it, already translated. */
export type MessageBubbleLabels = {
  /** Each status of one's own message (发送中, 已发送, 已送达, 已读, 发送失败). */
  status: Record<ChatMessageStatus, string>;
  /** The resend button of a failed message (重新发送). */
  retry: string;
  /** The sender of one's own messages, for assistive technology (我). */
  you: string;
  /** The sender of the other side's messages when no agent name is known (客服 / the customer's name). */
  other: string;
  /** The image button's accessible name ({alt}，查看大图). */
  openImage: (alt: string) => string;
  /** The large image dialog's title (查看图片) and its close button (关闭). */
  imageDialogTitle: string;
  close: string;
  /** The caption before a product's mouldNo (款号) and an order's number (订单号). */
  mouldNo: string;
  orderNo: string;
  /** The time a message was sent, as the screen shows it (10:32, 昨天 10:32). */
  formatTime: (iso: string) => string;
};

export type MessageBubbleProps = {
  message: ChatMessage;
  /** The viewer's own message: on the right, with its status. */
  isOwn: boolean;
  labels: MessageBubbleLabels;
  /** Resend a failed message (its clientId stays, so the server stores it once). */
  onRetry?: (message: ChatMessage) => void;
};

/**
 * One chat message (issue #15): text, an image (its room reserved, loaded lazily, pressed to see it
 * larger), a product or an order card, or a system notice in the middle. One's own are on the right
 * with their status: sending shows faded, failed says so with 重新发送.
 */
export function MessageBubble({ message, isOwn, labels, onRetry }: MessageBubbleProps) {
  const [isImageOpen, setImageOpen] = useState(false);
  const time = (
    <time dateTime={message.sentAt} className={styles.meta}>
      {labels.formatTime(message.sentAt)}
    </time>
  );
  if (message.kind === 'notice' || message.author === 'system') {
    return (
      <p className={styles.notice}>
        {message.text} {time}
      </p>
    );
  }
  const sender = isOwn ? labels.you : (message.agentName ?? labels.other);
  const isBare = message.kind !== 'text';
  return (
    <div className={styles.row({ isOwn })}>
      <span className={styles.meta}>
        {isOwn ? <span className={visuallyHidden}>{sender}</span> : <span className={styles.name}>{sender}</span>}
        {time}
      </span>
      <div className={styles.bubble({ isOwn, isBare, isPending: message.status === 'sending' })}>
        {message.kind === 'text' ? <p className={shopperText}>{message.text}</p> : null}
        {message.kind === 'image' && message.image ? (
          <>
            <AriaButton
              className={styles.imageButton}
              aria-label={labels.openImage(message.image.alt)}
              onPress={() => setImageOpen(true)}
            >
              <img
                className={styles.image}
                src={message.image.url}
                alt=""
                width={message.image.width}
                height={message.image.height}
                loading="lazy"
                decoding="async"
              />
            </AriaButton>
            <Dialog
              isOpen={isImageOpen}
              onOpenChange={setImageOpen}
              title={labels.imageDialogTitle}
              closeLabel={labels.close}
            >
              <img
                className={styles.largeImage}
                src={message.image.url}
                alt={message.image.alt}
                width={message.image.width}
                height={message.image.height}
              />
            </Dialog>
          </>
        ) : null}
        {message.kind === 'product' && message.product ? (
          <ChatCard item={{ product: message.product }} caption={labels.mouldNo} isLink />
        ) : null}
        {message.kind === 'order' && message.order ? (
          <ChatCard item={{ order: message.order }} caption={labels.orderNo} isLink />
        ) : null}
      </div>
      {isOwn && message.status ? (
        <MessageStatus status={message.status} labels={labels} onRetry={onRetry && (() => onRetry(message))} />
      ) : null}
    </div>
  );
}

function MessageStatus({
  status,
  labels,
  onRetry,
}: {
  status: ChatMessageStatus;
  labels: MessageBubbleLabels;
  onRetry?: () => void;
}) {
  const isFailed = status === 'failed';
  return (
    <span className={styles.status({ tone: isFailed ? 'critical' : 'muted' })}>
      {labels.status[status]}
      {isFailed && onRetry ? (
        <Button tone="link" size="small" onPress={onRetry}>
          {labels.retry}
        </Button>
      ) : null}
    </span>
  );
}
