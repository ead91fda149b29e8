import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { visuallyHidden } from '../../../styles/utilities.css';
import { MessageBubble, type MessageBubbleLabels } from '../MessageBubble/MessageBubble';
import { isOwnMessage, type ChatMessage, type ChatViewer } from '../chatModel';
import { isScrolledToBottom, messagesAfter } from './messageListRules';
import * as styles from './MessageList.css';

export type MessageListLabels = {
  /** The messages' region name (消息记录). */
  title: string;
  bubble: MessageBubbleLabels;
  /** The jump button while scrolled up, with how many arrived since (新消息 3). */
  jumpToNew: (count: number) => string;
  /** Shown while the other side types (客服正在输入…). */
  typing: string;
  /** What the live region says for a message that arrived (客服 小金：您好…, 客服 小金 发来一张图片). */
  announce: (message: ChatMessage) => string;
  /** Shown when there is no message yet. */
  empty: string;
  /** Announced while the history loads (正在加载聊天记录). */
  loading: string;
};

export type MessageListProps = {
  /** Oldest first. */
  messages: readonly ChatMessage[];
  /** Whose screen it is: their messages are their own (right side, status, no announcement). */
  viewer: ChatViewer;
  labels: MessageListLabels;
  /**
   * While the history loads. Give it until the first messages are there: what is on screen when it
   * ends is history, never announced; only what arrives later is.
   */
  isLoading?: boolean;
  /** The other side is typing. */
  isTyping?: boolean;
  /** Resend a failed message of one's own. */
  onRetry?: (message: ChatMessage) => void;
};

type Seen = {
  /** The clientId of the last message on screen: undefined before the history, null when empty. */
  lastKey: string | null | undefined;
  /** What the live region holds: the latest arrivals' words. */
  announcements: readonly { key: string; text: string }[];
  /** Arrivals not seen because the reader is scrolled up. */
  unseen: number;
  /** Bumped when the list should go to its end after this render. */
  scrollRequest: number;
};

/** The live region keeps the last few arrivals; older ones were read already. */
const keptAnnouncements = 5;

/**
 * The conversation (issue #15): the messages in a scrolling region, a live log that announces the
 * other side's NEW messages (never the history), the end kept in view as messages arrive unless the
 * reader scrolled up — then a 新消息 button jumps down — and the typing indicator.
 */
export function MessageList({
  messages,
  viewer,
  labels,
  isLoading = false,
  isTyping = false,
  onRetry,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [isAtBottom, setAtBottom] = useState(true);
  const lastKey = isLoading ? undefined : (messages.at(-1)?.clientId ?? null);
  const [seen, setSeen] = useState<Seen>({ lastKey: undefined, announcements: [], unseen: 0, scrollRequest: 0 });

  // Arrivals are worked out while rendering (React's "state from the previous render"), so the
  // announcement and the jump button come with the message itself.
  if (lastKey !== undefined && lastKey !== seen.lastKey) {
    if (seen.lastKey === undefined) {
      // The history: shown at its end, not announced.
      setSeen({ ...seen, lastKey, scrollRequest: seen.scrollRequest + 1 });
    } else {
      const arrived = messagesAfter(messages, seen.lastKey);
      const incoming = arrived.filter((message) => !isOwnMessage(message, viewer) && message.author !== 'system');
      const isOwnSent = arrived.some((message) => isOwnMessage(message, viewer));
      const isFollowing = isAtBottom || isOwnSent;
      setSeen({
        lastKey,
        announcements: [
          ...seen.announcements,
          ...arrived
            .filter((message) => !isOwnMessage(message, viewer))
            .map((message) => ({ key: message.clientId, text: labels.announce(message) })),
        ].slice(-keptAnnouncements),
        unseen: isFollowing ? 0 : seen.unseen + incoming.length,
        scrollRequest: isFollowing ? seen.scrollRequest + 1 : seen.scrollRequest,
      });
    }
  }

  const scrollToEnd = () => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  };

  useLayoutEffect(() => {
    if (seen.scrollRequest > 0) scrollToEnd();
  }, [seen.scrollRequest]);

  // The typing row takes room: keep the end in view if the reader was there.
  useLayoutEffect(() => {
    if (isTyping && isAtBottom) scrollToEnd();
  }, [isTyping, isAtBottom]);

  const handleScroll = () => {
    const box = scroller.current;
    if (!box) return;
    const atBottom = isScrolledToBottom(box);
    setAtBottom(atBottom);
    if (atBottom && seen.unseen > 0) setSeen((current) => ({ ...current, unseen: 0 }));
  };

  const handleJump = () => {
    scrollToEnd();
    setSeen((current) => ({ ...current, unseen: 0 }));
    // The button goes away: reading goes on in the messages.
    scroller.current?.focus();
  };

  return (
    <div className={styles.root}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label={labels.title}
        aria-busy={isLoading || undefined}
        // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        tabIndex={0}
        onScroll={handleScroll}
      >
        {isLoading ? (
          <>
            <span role="status" className={visuallyHidden}>
              {labels.loading}
            </span>
            <Skeleton lines={4} />
          </>
        ) : messages.length === 0 ? (
          <p className={styles.empty}>{labels.empty}</p>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message) => (
              <li key={message.clientId} className={styles.item}>
                <MessageBubble
                  message={message}
                  isOwn={isOwnMessage(message, viewer)}
                  labels={labels.bubble}
                  onRetry={onRetry}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      {seen.unseen > 0 ? (
        <span className={styles.jump}>
          <Button tone="primary" size="small" onPress={handleJump}>
            {labels.jumpToNew(seen.unseen)}
          </Button>
        </span>
      ) : null}
      <p className={styles.typing} role="status">
        {isTyping ? labels.typing : ''}
      </p>
      {/* Only arrivals are written here, so a screen reader hears new messages and not the history. */}
      <div role="log" aria-live="polite" aria-relevant="additions" className={visuallyHidden}>
        {seen.announcements.map((entry) => (
          <p key={entry.key}>{entry.text}</p>
        ))}
      </div>
    </div>
  );
}
