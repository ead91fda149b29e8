import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { Badge, CountBadge } from '../../../primitives/feedback/Badge/Badge';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { visuallyHidden } from '../../../styles/utilities.css';
import type { ChatConversation } from '../chatModel';
import * as styles from './ConversationList.css';

export type ConversationListLabels = {
  /** The list's heading (会话). */
  title: string;
  /** The groups' headings with their counts (等待接入 2 / 进行中 3). */
  waiting: (count: number) => string;
  open: (count: number) => string;
  /** No conversation at all (暂无会话) and a line under it. */
  empty: string;
  emptyDescription?: string;
  /** 接入, and while it is being taken (接入中). */
  take: string;
  taking: string;
  /** The take button's full name (接入 王女士). */
  takeName: (customerName: string) => string;
  /** How long it waits, from its start (已等待 3 分钟); the caller keeps the clock. */
  waitingFor: (since: string) => string;
  /** When the last message came (10:32). */
  lastMessageAt: (iso: string) => string;
  /** Unread messages, for assistive technology (3 条未读). */
  unread: (count: number) => string;
  /** Someone else has it (客服 小李 接待中). */
  takenBy: (agentName: string) => string;
  /** The product the customer came from (来自：足金999 古法传承福字手镯). */
  cameFrom: (title: string) => string;
  /** The mark of a conversation the customer wrote outside the chat hours (留言). */
  leftMessage: string;
};

export type ConversationListProps = {
  labels: ConversationListLabels;
  /** Waiting and open conversations (ended ones are left out). */
  conversations: readonly ChatConversation[];
  /** The conversation open on the desk. */
  selectedId?: string;
  /** The signed-in agent: conversations another agent took are shown as theirs, without actions. */
  currentAgentName: string;
  onSelect: (id: string) => void;
  /** Takes a waiting conversation (exactly one agent gets it; the server decides). */
  onTake: (id: string) => void;
  /** The conversation being taken now. */
  takingId?: string;
  /** A take that failed (该会话已被其他客服接入), announced. */
  errorMessage?: string;
};

/**
 * The service desk's conversations (issue #15): waiting ones first with how long they wait and 接入,
 * a 留言 (written outside the chat hours) marked as such, then open ones with their unread count; the agent's own open on a press, another agent's shown as
 * theirs. The list only reports presses; the desk takes and selects.
 */
export function ConversationList({
  labels,
  conversations,
  selectedId,
  currentAgentName,
  onSelect,
  onTake,
  takingId,
  errorMessage,
}: ConversationListProps) {
  const waiting = conversations.filter((conversation) => conversation.state === 'waiting');
  const open = conversations.filter((conversation) => conversation.state === 'open');
  const renderItem = (conversation: ChatConversation) => {
    const isWaiting = conversation.state === 'waiting';
    const others = conversation.agent && conversation.agent.name !== currentAgentName ? conversation.agent.name : null;
    const isSelected = conversation.id === selectedId;
    const facts = (
      <>
        <span className={styles.nameRow}>
          <span className={styles.name}>{conversation.customer.name}</span>
          {conversation.customer.level ? <Badge tone="gold">{conversation.customer.level}</Badge> : null}
          {conversation.hasLeftMessage ? (
            <Badge tone="info" emphasis="solid">
              {labels.leftMessage}
            </Badge>
          ) : null}
          {conversation.unread > 0 ? (
            <>
              <span aria-hidden="true">
                <CountBadge count={conversation.unread} />
              </span>
              <span className={visuallyHidden}>{labels.unread(conversation.unread)}</span>
            </>
          ) : null}
        </span>
        <span className={styles.caption}>
          {isWaiting && conversation.waitingSince
            ? labels.waitingFor(conversation.waitingSince)
            : labels.lastMessageAt(conversation.lastMessageAt)}
        </span>
        {conversation.product ? (
          <span className={styles.caption}>{labels.cameFrom(conversation.product.title)}</span>
        ) : null}
        {others ? <Badge tone="neutral">{labels.takenBy(others)}</Badge> : null}
      </>
    );
    return (
      <li key={conversation.id} className={styles.item({ isSelected, isOthers: Boolean(others) })}>
        {others ? (
          <span className={styles.summary}>{facts}</span>
        ) : (
          <AriaButton
            className={styles.select}
            aria-current={isSelected ? 'true' : undefined}
            onPress={() => onSelect(conversation.id)}
          >
            {facts}
          </AriaButton>
        )}
        {isWaiting && !others ? (
          <Button
            tone="primary"
            size="small"
            aria-label={labels.takeName(conversation.customer.name)}
            loading={takingId === conversation.id}
            loadingLabel={labels.taking}
            isDisabled={takingId !== undefined && takingId !== conversation.id}
            onPress={() => onTake(conversation.id)}
          >
            {labels.take}
          </Button>
        ) : null}
      </li>
    );
  };
  return (
    <section className={styles.root} aria-label={labels.title}>
      <h2 className={styles.title}>{labels.title}</h2>
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      {conversations.length === 0 ? (
        <EmptyState title={labels.empty} description={labels.emptyDescription} headingLevel={3} />
      ) : (
        <>
          <h3 className={styles.groupTitle}>{labels.waiting(waiting.length)}</h3>
          <ul className={styles.items}>{waiting.map(renderItem)}</ul>
          <h3 className={styles.groupTitle}>{labels.open(open.length)}</h3>
          <ul className={styles.items}>{open.map(renderItem)}</ul>
        </>
      )}
    </section>
  );
}
