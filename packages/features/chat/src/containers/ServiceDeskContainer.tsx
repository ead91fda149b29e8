import { CHAT_TEXT_MAX, UPLOAD_IMAGE_MAX_BYTES, uploadImageTypes, type ChatConversation } from '@mall/contract';
import { failureMessage, isApiError, useApiClient, useRuntimeConfig } from '@mall/core';
import { Box, Button, ChatCard, Composer, Heading, MessageList, Select, Stack, Text } from '@mall/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { createChatApi } from '../api/chatApi';
import { useChat } from '../hooks/useChat';
import { useChatLabels } from '../hooks/useChatLabels';
import { useImageSend } from '../hooks/useImageSend';
import * as styles from './desk.css';

const listKey = ['chat', 'desk', 'list'] as const;
const detailKey = (id: string) => ['chat', 'desk', 'detail', id] as const;

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
  const [busy, setBusy] = useState(false);
  const [transferTo, setTransferTo] = useState<string | null>(null);
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
  useEffect(() => {
    if (conversation) chatClient.showConversation(conversation);
    // Only when another conversation is chosen: its updates arrive on the socket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation?.id, chatClient]);
  useEffect(() => {
    if (conversation?.state === 'open') chatClient.markRead();
  }, [messages, chatClient, conversation?.state]);

  if (!isAgent) {
    return (
      <Box paddingY="xlarge">
        <Heading level={1}>{t('desk.title')}</Heading>
        <Text as="p" tone="muted">
          {t('desk.agentOnly')}
        </Text>
      </Box>
    );
  }

  const me = agents.data?.find((agent) => agent.isMe);
  const isMine = conversation?.state === 'open' && conversation.agent?.name === me?.name;
  const act = async (run: () => Promise<unknown>, refusal?: string) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await run();
    } catch (error) {
      setMessage((isApiError(error) && error.status === 409 && refusal) || failureMessage(error) || t('desk.failed'));
    } finally {
      setBusy(false);
      void mutate(listKey);
      if (selectedId) void mutate(detailKey(selectedId));
    }
  };
  const groups = (['waiting', 'open'] as const).map((state) => ({
    state,
    items: (list.data ?? []).filter((item) => item.state === state),
  }));

  return (
    <div className={styles.desk}>
      <nav className={styles.list} aria-label={t('desk.conversations')}>
        <Stack space="medium">
          <Heading level={1}>{t('desk.title')}</Heading>
          {list.data && list.data.length === 0 ? <Text tone="muted">{t('desk.empty')}</Text> : null}
          {groups.map((group) =>
            group.items.length > 0 ? (
              <section key={group.state} aria-label={t(`desk.${group.state}`)}>
                <Stack space="xsmall">
                  <Heading level={2}>{t(`desk.${group.state}`)}</Heading>
                  <ul className={styles.items}>
                    {group.items.map((item) => (
                      <li key={item.id}>
                        <button
                          type="button"
                          className={styles.item}
                          aria-current={item.id === selectedId ? 'true' : undefined}
                          onClick={() => setSelectedId(item.id)}
                        >
                          <span className={styles.itemName}>
                            {item.customer.name}
                            {item.customer.level ? ` · ${item.customer.level}` : ''}
                          </span>
                          <span className={styles.itemMeta}>
                            {item.state === 'waiting'
                              ? t('desk.waitingFor', { minutes: minutesSince(item.waitingSince, now) })
                              : (item.agent?.name ?? '')}
                            {item.unread > 0 ? ` · ${t('desk.unread', { count: item.unread })}` : ''}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </Stack>
              </section>
            ) : null,
          )}
        </Stack>
      </nav>
      <section className={styles.pane} aria-label={conversation ? conversation.customer.name : t('desk.choose')}>
        {!conversation || !detail.data ? (
          <Text tone="muted">{t('desk.choose')}</Text>
        ) : (
          <Stack space="small">
            <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
              <Heading level={2}>{conversation.customer.name}</Heading>
              {conversation.state === 'waiting' ? (
                <Button
                  size="small"
                  loading={busy}
                  loadingLabel={t('desk.take')}
                  onPress={() => void act(() => api.desk.take(Number(conversation.id)), t('desk.taken'))}
                >
                  {t('desk.take')}
                </Button>
              ) : null}
              {isMine ? (
                <>
                  <Select
                    label={t('desk.transferTo')}
                    selectedKey={transferTo}
                    onSelectionChange={(key) => setTransferTo(key === null ? null : String(key))}
                    options={(agents.data ?? [])
                      .filter((agent) => !agent.isMe)
                      .map((agent) => ({ id: agent.staffCode, label: agent.name }))}
                  />
                  <Button
                    size="small"
                    tone="secondary"
                    isDisabled={!transferTo || busy}
                    onPress={() => void act(() => api.desk.transfer(Number(conversation.id), transferTo ?? ''))}
                  >
                    {t('desk.transfer')}
                  </Button>
                  <Button
                    size="small"
                    tone="neutral"
                    isDisabled={busy}
                    onPress={() => void act(() => api.desk.close(Number(conversation.id)))}
                  >
                    {t('desk.close')}
                  </Button>
                </>
              ) : null}
            </Box>
            {message ? (
              <Text tone="critical" size="small">
                <span role="alert">{message}</span>
              </Text>
            ) : null}
            <div className={styles.body}>
              <div className={styles.messages}>
                <MessageList
                  messages={chat.messages}
                  viewer="agent"
                  labels={labels.list}
                  isTyping={chat.isOtherTyping}
                  onRetry={(sent) => chat.client.retry(sent.clientId)}
                />
                {isMine ? (
                  <Composer
                    labels={labels.composer}
                    emojis={labels.emojis}
                    maxLength={CHAT_TEXT_MAX}
                    acceptedImageTypes={uploadImageTypes}
                    maxImageBytes={UPLOAD_IMAGE_MAX_BYTES}
                    onSendText={(text) => chat.client.send({ kind: 'text', text })}
                    onSendImage={(file) => void sendImage(file)}
                    orders={detail.data.customer.recentOrders}
                    onSendOrder={(order) => chat.client.send({ kind: 'order', orderNo: order.orderNo, card: order })}
                    onTyping={() => chat.client.typing()}
                  />
                ) : null}
              </div>
              <aside className={styles.facts} aria-label={t('desk.customer')}>
                <Stack space="small">
                  <Heading level={3}>{t('desk.customer')}</Heading>
                  <dl className={styles.factList}>
                    <dt>{t('desk.level')}</dt>
                    <dd>{detail.data.customer.cardLevelName || '—'}</dd>
                    <dt>{t('desk.memberSince')}</dt>
                    <dd>{detail.data.customer.memberSince}</dd>
                  </dl>
                  {conversation.product ? (
                    <Stack space="xsmall">
                      <Heading level={4}>{t('desk.product')}</Heading>
                      <ChatCard item={{ product: conversation.product }} caption={t('bubble.mouldNo')} />
                    </Stack>
                  ) : null}
                  <Heading level={4}>{t('desk.recentOrders')}</Heading>
                  {detail.data.customer.recentOrders.length === 0 ? (
                    <Text tone="muted">{t('desk.noOrders')}</Text>
                  ) : (
                    detail.data.customer.recentOrders.map((order) => (
                      <ChatCard key={order.orderNo} item={{ order }} caption={t('bubble.orderNo')} />
                    ))
                  )}
                </Stack>
              </aside>
            </div>
          </Stack>
        )}
      </section>
    </div>
  );
}
