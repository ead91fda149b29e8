import { useId, useState } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { FactList } from '../../../primitives/data/FactList/FactList';
import { ConfirmDialog } from '../../../primitives/overlays/ConfirmDialog/ConfirmDialog';
import { ChatCard } from '../ChatCard/ChatCard';
import { ChoiceDialog } from '../ChoiceDialog/ChoiceDialog';
import type { ChatConversation, ChatMessage, ChatOrderCard } from '../chatModel';
import { Composer, type ComposerProps } from '../Composer/Composer';
import { MessageList, type MessageListLabels } from '../MessageList/MessageList';
import * as styles from './AgentPanel.css';

/** Another agent a conversation can be handed to. */
export type ChatAgent = { id: string; name: string };

export type AgentPanelLabels = {
  /** The customer facts' heading (顾客信息) and its rows (姓名, 会员等级, 会员编号). */
  customer: string;
  name: string;
  level: string;
  memberId: string;
  /** The recent orders' heading (最近订单) and when there are none (暂无订单). */
  recentOrders: string;
  noOrders: string;
  /** The product the customer came from (咨询商品). */
  cameFrom: string;
  orderNo: string;
  mouldNo: string;
  /** 转接, its dialog's title (转接给其他客服), the agents' group (在线客服), when there is nobody (暂无其他在线客服). */
  transfer: string;
  transferTitle: string;
  transferGroup: string;
  noAgents: string;
  transferConfirm: string;
  cancel: string;
  close: string;
  /** 结束会话, and its question (确定结束与王女士的会话吗？). */
  closeConversation: string;
  closeQuestion: (customerName: string) => string;
  /** Shown in the composer's place once ended (会话已结束). */
  ended: string;
  list: MessageListLabels;
};

export type AgentPanelProps = {
  labels: AgentPanelLabels;
  conversation: ChatConversation;
  /** The customer's recent orders (newest first). */
  recentOrders: readonly ChatOrderCard[];
  messages: readonly ChatMessage[];
  isLoading?: boolean;
  /** The customer is typing. */
  isTyping?: boolean;
  onRetry?: (message: ChatMessage) => void;
  /** The reply area: the same composer as the shopper's. */
  composer: ComposerProps;
  /** The agents it can be handed to (not the current one). */
  agents: readonly ChatAgent[];
  onTransfer: (agentId: string) => void;
  /** Ends the conversation after the agent confirms. */
  onClose: () => void;
};

/**
 * The service desk's conversation (issue #15): the messages and the reply composer, the customer's
 * facts (name, level, recent orders, the product they came from), 转接 to another agent chosen in
 * a dialog, and 结束会话 after a question.
 */
export function AgentPanel({
  labels,
  conversation,
  recentOrders,
  messages,
  isLoading,
  isTyping,
  onRetry,
  composer,
  agents,
  onTransfer,
  onClose,
}: AgentPanelProps) {
  const titleId = useId();
  const [isTransferOpen, setTransferOpen] = useState(false);
  const [isCloseOpen, setCloseOpen] = useState(false);
  const isEnded = conversation.state === 'ended';
  const { customer } = conversation;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.main}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {customer.name}
          </h2>
          {isEnded ? null : (
            <>
              <Button tone="secondary" size="small" onPress={() => setTransferOpen(true)}>
                {labels.transfer}
              </Button>
              <Button tone="neutral" size="small" onPress={() => setCloseOpen(true)}>
                {labels.closeConversation}
              </Button>
            </>
          )}
        </header>
        <MessageList
          messages={messages}
          viewer="agent"
          labels={labels.list}
          isLoading={isLoading}
          isTyping={isTyping}
          onRetry={onRetry}
        />
        {isEnded ? <p className={styles.ended}>{labels.ended}</p> : <Composer {...composer} />}
      </div>
      <aside className={styles.aside} aria-label={labels.customer}>
        <h3 className={styles.asideTitle}>{labels.customer}</h3>
        <FactList
          facts={[
            { label: labels.name, value: customer.name },
            ...(customer.level ? [{ label: labels.level, value: customer.level }] : []),
            { label: labels.memberId, value: customer.memberId },
          ]}
        />
        {conversation.product ? (
          <>
            <h3 className={styles.asideTitle}>{labels.cameFrom}</h3>
            <ChatCard item={{ product: conversation.product }} caption={labels.mouldNo} isLink />
          </>
        ) : null}
        <h3 className={styles.asideTitle}>{labels.recentOrders}</h3>
        {recentOrders.length === 0 ? (
          <p className={styles.muted}>{labels.noOrders}</p>
        ) : (
          <ul className={styles.orders}>
            {recentOrders.map((order) => (
              <li key={order.orderNo} className={styles.order}>
                <ChatCard item={{ order }} caption={labels.orderNo} isLink />
              </li>
            ))}
          </ul>
        )}
      </aside>
      <ChoiceDialog
        isOpen={isTransferOpen}
        onOpenChange={setTransferOpen}
        labels={{
          title: labels.transferTitle,
          close: labels.close,
          group: labels.transferGroup,
          confirm: labels.transferConfirm,
          cancel: labels.cancel,
          empty: labels.noAgents,
        }}
        options={agents.map((agent) => ({ value: agent.id, content: agent.name }))}
        onConfirm={onTransfer}
      />
      <ConfirmDialog
        isOpen={isCloseOpen}
        onOpenChange={setCloseOpen}
        title={labels.closeConversation}
        message={labels.closeQuestion(customer.name)}
        confirmLabel={labels.closeConversation}
        cancelLabel={labels.cancel}
        onConfirm={() => {
          onClose();
          setCloseOpen(false);
        }}
      />
    </section>
  );
}
