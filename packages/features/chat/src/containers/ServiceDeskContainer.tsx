import type { ChatConversation } from '@mall/contract/chat';
import { isApiError, useApiClient, useRuntimeConfig } from '@mall/core';
import { AgentPanel, ConversationList, ServiceDeskFrame, Text } from '@mall/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { createChatApi } from '../api/chatApi';
import { useChat } from '../hooks/useChat';
import { useChatLabels } from '../hooks/useChatLabels';
import { useImageSend } from '../hooks/useImageSend';
import { wordFailure, wordNotices } from '../logic/chatWording';
import { chatComposer } from './chatComposer';

const listKey = ['chat', 'desk', 'list'] as const;
const detailKey = (id: string) => ['chat', 'desk', 'detail', id] as const;

/** HH:mm in China. */
const chinaClock = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(11, 16);

/** Whole minutes from an instant to now. */
const minutesSince = (iso: string | undefined, now: number) =>
  iso ? Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000)) : 0;

/**
 * The service desk (issue #15; agents signed in through the staff provider): waiting conversations
 * (longest waiting first, with the wait) and open ones; the chosen one's messages and the
 * customer's level, recent orders and the piece they came from; 接入 (exactly one agent wins),
 * replies on the socket, 转接 to another agent and 结束会话. The list follows the socket.
 */
export function ServiceDeskContainer() {
  const { t } = useTranslation('chat');
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const api = useMemo(() => createChatApi(client, productCode), [client, productCode]);
  const { mutate } = useSWRConfig();
  const list = useSWR(listKey, () => api.desk.list(), { refreshInterval: 30_000 });
  const agents = useSWR(['chat', 'desk', 'agents'], () => api.desk.agents(), { revalidateOnFocus: false });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detail = useSWR(selectedId ? detailKey(selectedId) : null, () => api.desk.detail(Number(selectedId)));
  const onConversation = useCallback(
    (conversation: ChatConversation) => {
      void mutate(listKey);
      void mutate(detailKey(conversation.id));
    },
    [mutate],
  );
  const isAgent = !(list.error && isApiError(list.error) && list.error.status === 403);
  const chat = useChat({ api, viewer: 'agent', enabled: isAgent, onConversation });
  const labels = useChatLabels('agent');
  const [message, setMessage] = useState<string>();
  const [taking, setTaking] = useState<string>();
  const sendImage = useImageSend(
    chat.client,
    useCallback((reason: string) => setMessage(t('composer.imageFailed', { reason })), [t]),
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const conversation = detail.data?.conversation;
  const { client: chatClient, messages } = chat;
  // The shop's notices in the agent's language, by their codes.
  const shownMessages = useMemo(() => wordNotices(messages, t), [messages, t]);
  useEffect(() => {
    if (conversation) chatClient.showConversation(conversation);
    // Only when another conversation is chosen: its updates arrive on the socket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation?.id, chatClient]);
  useEffect(() => {
    if (conversation?.state === 'open') chatClient.markRead();
  }, [messages, chatClient, conversation?.state]);

  if (!isAgent) {
    return <ServiceDeskFrame title={t('desk.title')} refusal={t('desk.agentOnly')} />;
  }

  const me = agents.data?.find((agent) => agent.isMe);
  const isMine = conversation?.state === 'open' && conversation.agent?.name === me?.name;
  const act = async (run: () => Promise<unknown>) => {
    setMessage(undefined);
    try {
      await run();
    } catch (error) {
      // The desk's refusals (taken by another agent, not yours…) are worded by their code.
      setMessage(wordFailure(error, t, t('desk.failed')));
    } finally {
      setTaking(undefined);
      void mutate(listKey);
      if (selectedId) void mutate(detailKey(selectedId));
    }
  };
  const take = (id: string) => {
    setTaking(id);
    setSelectedId(id);
    void act(() => api.desk.take(Number(id)));
  };

  return (
    <ServiceDeskFrame
      title={t('desk.title')}
      conversations={
        <ConversationList
          labels={{
            title: t('desk.conversations'),
            waiting: (count) => t('desk.waitingCount', { count }),
            open: (count) => t('desk.openCount', { count }),
            empty: t('desk.empty'),
            take: t('desk.take'),
            taking: t('desk.taking'),
            takeName: (name) => t('desk.takeName', { name }),
            waitingFor: (since) => t('desk.waitingFor', { minutes: minutesSince(since, now) }),
            lastMessageAt: (iso) => t('desk.lastMessageAt', { time: chinaClock(iso) }),
            unread: (count) => t('desk.unread', { count }),
            takenBy: (name) => t('desk.takenBy', { name }),
            cameFrom: (title) => t('desk.cameFrom', { title }),
            leftMessage: t('desk.leftMessage'),
          }}
          conversations={list.data ?? []}
          selectedId={selectedId ?? undefined}
          currentAgentName={me?.name ?? ''}
          onSelect={setSelectedId}
          onTake={take}
          takingId={taking}
          errorMessage={message}
        />
      }
    >
      {!conversation || !detail.data ? (
        <Text tone="muted">{t('desk.choose')}</Text>
      ) : (
        <AgentPanel
          labels={{
            customer: t('desk.customer'),
            name: t('desk.name'),
            level: t('desk.level'),
            memberId: t('desk.memberId'),
            recentOrders: t('desk.recentOrders'),
            noOrders: t('desk.noOrders'),
            cameFrom: t('desk.product'),
            orderNo: t('bubble.orderNo'),
            mouldNo: t('bubble.mouldNo'),
            transfer: t('desk.transfer'),
            transferTitle: t('desk.transferTo'),
            transferGroup: t('desk.agents'),
            noAgents: t('desk.noAgents'),
            transferConfirm: t('desk.transferConfirm'),
            cancel: t('desk.cancel'),
            close: t('bubble.close'),
            closeConversation: t('desk.close'),
            closeQuestion: (name) => t('desk.closeQuestion', { name }),
            ended: t('desk.ended'),
            list: labels.list,
          }}
          conversation={conversation}
          recentOrders={detail.data.customer.recentOrders}
          messages={shownMessages}
          isTyping={chat.isOtherTyping}
          onRetry={(sent) => chat.client.retry(sent.clientId)}
          composer={{
            ...chatComposer(chat.client, labels, sendImage),
            orders: detail.data.customer.recentOrders,
            isDisabled: !isMine,
            disabledReason: isMine ? undefined : t('desk.takeFirst'),
          }}
          agents={(agents.data ?? [])
            .filter((agent) => !agent.isMe)
            .map((agent) => ({ id: agent.staffCode, name: agent.name }))}
          onTransfer={(staffCode) => void act(() => api.desk.transfer(Number(conversation.id), staffCode))}
          onClose={() => void act(() => api.desk.close(Number(conversation.id)))}
        />
      )}
    </ServiceDeskFrame>
  );
}
