import { useId } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { ChatCard } from '../ChatCard/ChatCard';
import type { ChatMessage, ChatProductCard } from '../chatModel';
import { Composer, type ComposerProps } from '../Composer/Composer';
import { MessageList, type MessageListLabels } from '../MessageList/MessageList';
import { OfflineNotice, type OfflineNoticeProps } from '../OfflineNotice/OfflineNotice';
import { QuickAnswers, type QuickAnswersProps } from '../QuickAnswers/QuickAnswers';
import { RatingPanel, type RatingPanelProps } from '../RatingPanel/RatingPanel';
import * as styles from './ChatWindow.css';

/** Where the connection to the chat stands (issue #15: reconnects by itself after a drop). */
export const chatConnectionStates = ['connecting', 'connected', 'reconnecting', 'offline'] as const;
export type ChatConnectionState = (typeof chatConnectionStates)[number];

export type ChatWindowLabels = {
  /** The window's heading (金缘珠宝在线客服). */
  title: string;
  /** Each connection state in words (连接中 / 已连接 / 重新连接中… / 网络已断开). */
  connection: Record<ChatConnectionState, string>;
  /** 结束会话 */
  end: string;
  /** Over the product banner (您正在咨询的商品), its 发送 and the mouldNo caption (款号). */
  productHeading: string;
  sendProduct: string;
  mouldNo: string;
  list: MessageListLabels;
};

export type ChatWindowProps = {
  labels: ChatWindowLabels;
  connection: ChatConnectionState;
  messages: readonly ChatMessage[];
  /** The history is loading (what is there when it ends is not announced). */
  isLoading?: boolean;
  /** The agent is typing. */
  isTyping?: boolean;
  onRetry?: (message: ChatMessage) => void;
  /** Opened from a goods page: the product's card at the top, with 发送. */
  product?: ChatProductCard;
  onSendProduct?: () => void;
  /** 结束会话; without it there is no end button. */
  onEnd?: () => void;
  /** The conversation ended: the rating takes the composer's place. */
  isEnded?: boolean;
  /** The composer; disabled while the connection is lost (the product is sent from its banner). */
  composer: Omit<ComposerProps, 'onSendProduct'>;
  /** The FAQ menu, shown while no agent has joined. */
  quickAnswers?: QuickAnswersProps;
  /** Outside the chat's hours: the notice above the messages. */
  offline?: OfflineNoticeProps;
  /** Shown once the conversation ended. */
  rating?: RatingPanelProps;
  /** The window is the page (the shopper's chat tab): it fills most of the tab, the list scrolling inside it. */
  fillsPage?: boolean;
};

const connectionTones = {
  connecting: 'info',
  connected: 'positive',
  reconnecting: 'gold',
  offline: 'critical',
} as const;

/**
 * The shopper's chat (issue #15): a header with the connection's state and 结束会话, the product the
 * chat was opened from with 发送, the quick answers or the offline notice, the conversation, and the
 * composer — or, once ended, the rating.
 */
export function ChatWindow({
  labels,
  connection,
  messages,
  isLoading,
  isTyping,
  onRetry,
  product,
  onSendProduct,
  onEnd,
  isEnded = false,
  composer,
  quickAnswers,
  offline,
  rating,
  fillsPage = false,
}: ChatWindowProps) {
  const titleId = useId();
  const isConnectionLost = connection === 'offline';
  const chatWindow = (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {labels.title}
        </h1>
        <span role="status">
          <Badge tone={connectionTones[connection]}>{labels.connection[connection]}</Badge>
        </span>
        {onEnd && !isEnded ? (
          <Button tone="neutral" size="small" onPress={onEnd}>
            {labels.end}
          </Button>
        ) : null}
      </header>
      {product ? (
        <section className={styles.banner} aria-label={labels.productHeading}>
          <h2 className={styles.bannerHeading}>{labels.productHeading}</h2>
          <ChatCard item={{ product }} caption={labels.mouldNo} isLink />
          {onSendProduct && !isEnded ? (
            <Button tone="secondary" size="small" isDisabled={isConnectionLost} onPress={onSendProduct}>
              {labels.sendProduct}
            </Button>
          ) : null}
        </section>
      ) : null}
      {offline || quickAnswers ? (
        <div className={styles.asides}>
          {offline ? <OfflineNotice {...offline} /> : null}
          {quickAnswers ? <QuickAnswers {...quickAnswers} /> : null}
        </div>
      ) : null}
      <MessageList
        messages={messages}
        viewer="customer"
        labels={labels.list}
        isLoading={isLoading}
        isTyping={isTyping}
        onRetry={onRetry}
      />
      {isEnded ? (
        rating ? (
          <div className={styles.footer}>
            <RatingPanel {...rating} />
          </div>
        ) : null
      ) : (
        <Composer
          {...composer}
          isDisabled={composer.isDisabled || isConnectionLost}
          disabledReason={composer.disabledReason ?? (isConnectionLost ? labels.connection.offline : undefined)}
        />
      )}
    </section>
  );
  return fillsPage ? <div className={styles.page}>{chatWindow}</div> : chatWindow;
}
