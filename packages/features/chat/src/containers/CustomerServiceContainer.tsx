import { chatHelpTopics, CHAT_REMARK_MAX } from '@mall/contract';
import { type ChatSession } from '@mall/contract/chat';
import { useApiClient, useRuntimeConfig, useSession } from '@mall/core';
import { ChatWindow, Heading, PageColumn, Stack, Text } from '@mall/ui-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { createChatApi } from '../api/chatApi';
import { useChat } from '../hooks/useChat';
import { useChatLabels } from '../hooks/useChatLabels';
import { useChatOpen } from '../hooks/useChatOpen';
import { useImageSend } from '../hooks/useImageSend';
import { readChatLink } from '../logic/chatLink';
import { wordFailure, wordNotices, wordSocketError } from '../logic/chatWording';
import { chatComposer } from './chatComposer';

export type CustomerServiceContainerProps = {
  /** The chat page's query: the signed identity and the piece (spec §7). */
  query: URLSearchParams;
  /** A help-centre page by id (the session names the page of each quick answer), or the centre without one. */
  helpHref: (articleId?: number) => string;
  /** Today's gold price (金价's quick answer). */
  goldPriceHref: string;
  /** The identity has been read: the page may take it out of the address bar. */
  onIdentityRead?: () => void;
};

const TYPING_EVERY_MS = 2000;

/**
 * The chat page (issue #15; /customerServiceView, in its own tab): the server verifies the signed
 * identity and opens or resumes the member's conversation; then the socket carries the messages.
 * Opened from a goods page, the piece shows on top with 发送商品. Before an agent joins the quick
 * answers link to the help centre; outside the hours the notice offers 留言. Ending leads to the rating.
 */
export function CustomerServiceContainer({
  query,
  helpHref,
  goldPriceHref,
  onIdentityRead,
}: CustomerServiceContainerProps) {
  const { t } = useTranslation('chat');
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const { isLoggedIn, user } = useSession();
  const api = useMemo(() => createChatApi(client, productCode), [client, productCode]);
  const [identity] = useState(() => readChatLink(query));
  useEffect(() => {
    if (identity) onIdentityRead?.();
  }, [identity, onIdentityRead]);

  const session = useSWR<ChatSession>(
    identity && isLoggedIn ? ['chat', 'session', user.uid] : null,
    () => api.session(identity as NonNullable<typeof identity>),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false, revalidateIfStale: false },
  );
  const chat = useChat({ api, viewer: 'customer', firstTicket: session.data?.ticket, enabled: Boolean(session.data) });
  const labels = useChatLabels('customer');
  const [notice, setNotice] = useState<string>();
  const sendImage = useImageSend(
    chat.client,
    useCallback((reason: string) => setNotice(t('composer.imageFailed', { reason })), [t]),
  );
  const [wantsOrders, setWantsOrders] = useState(false);
  // Asked for once the picker opens, and only in a session (a visitor's call would send them to log in).
  const orders = useSWR(wantsOrders && session.data ? ['chat', 'orders', user.uid] : null, () => api.orders(), {
    revalidateOnFocus: false,
  });
  const lastTyping = useRef(0);
  const [rating, setRating] = useState<{ isSubmitting: boolean; isSubmitted: boolean; error?: string }>({
    isSubmitting: false,
    isSubmitted: false,
  });
  const [isEnding, setEnding] = useState(false);

  // What the member sees has been read: the agent's side shows 已读.
  const { messages, client: chatClient } = chat;
  useEffect(() => {
    if (document.visibilityState === 'visible') chatClient.markRead();
  }, [messages, chatClient]);
  // Opening hours pass while the page stays open: 23:45 brings the 留言 notice, 8:15 the quick answers.
  const isChatOpen = useChatOpen(session.data?.availability.isChatOpen);
  // The shop's notices in the reader's language, by their codes (the server's text is zh-CN).
  const shownMessages = useMemo(() => wordNotices(messages, t), [messages, t]);

  if (!identity) return <Frame title={t('page.title')} message={t('page.badLink')} />;
  if (!isLoggedIn) return <Frame title={t('page.title')} message={t('page.signIn')} />;
  if (session.error) return <Frame title={t('page.title')} message={wordFailure(session.error, t, t('page.failed'))} />;
  if (!session.data) return <Frame title={t('page.title')} message={t('page.opening')} />;

  const { availability, helpArticles } = session.data;
  const conversation = chat.conversation ?? session.data.conversation;
  const isEnded = conversation.state === 'ended';
  const hasLeftMessage = chat.messages.some((message) => message.author === 'customer' && message.leftMessage === true);
  const product = conversation.product;

  const handleEnd = async () => {
    setEnding(true);
    try {
      chat.client.updateConversation(await api.end(Number(conversation.id)));
    } catch (error) {
      setNotice(wordFailure(error, t, t('page.failed')));
    } finally {
      setEnding(false);
    }
  };
  const handleRate = async ({ stars, remark }: { stars: number; remark: string }) => {
    setRating({ isSubmitting: true, isSubmitted: false });
    try {
      chat.client.updateConversation(await api.rate(Number(conversation.id), stars, remark));
      setRating({ isSubmitting: false, isSubmitted: true });
    } catch (error) {
      setRating({ isSubmitting: false, isSubmitted: false, error: wordFailure(error, t, t('page.failed')) });
    }
  };

  // Why the latest message failed (sending too fast, an order not the member's…), unless the page has its own word.
  const lastFailure = Object.values(chat.failures).at(-1);
  const shownNotice = notice ?? (lastFailure ? wordSocketError(lastFailure, t) : undefined);

  const composer = chatComposer(chat.client, labels, sendImage);

  const connection = chat.fatal
    ? 'offline'
    : chat.status === 'online'
      ? 'connected'
      : chat.status === 'connecting'
        ? 'connecting'
        : 'reconnecting';

  return (
    <PageColumn as="main">
      <Stack space="small">
        <ChatWindow
          fillsPage
          labels={{
            title: t('page.title'),
            connection: {
              connecting: t('status.connecting'),
              connected: t('status.online'),
              reconnecting: t('status.offline'),
              offline: chat.fatal ? wordSocketError(chat.fatal, t) : t('status.lost'),
            },
            end: t('end'),
            productHeading: t('product.title'),
            sendProduct: t('composer.sendProduct'),
            mouldNo: t('bubble.mouldNo'),
            list: labels.list,
          }}
          connection={connection}
          messages={shownMessages}
          isLoading={chat.status === 'connecting' && chat.messages.length === 0}
          isTyping={chat.isOtherTyping}
          onRetry={(message) => chat.client.retry(message.clientId)}
          product={product}
          onSendProduct={
            product ? () => chat.client.send({ kind: 'product', mouldNo: product.mouldNo, card: product }) : undefined
          }
          onEnd={isEnding ? undefined : () => void handleEnd()}
          isEnded={isEnded}
          quickAnswers={
            conversation.state === 'waiting' && isChatOpen
              ? {
                  title: t('quick.title'),
                  intro: t('quick.intro'),
                  newTabHint: t('quick.newTab'),
                  items: [
                    ...chatHelpTopics.map((id) => ({
                      id,
                      label: t(`quick.${id}`),
                      href: helpHref(helpArticles[id]),
                    })),
                    { id: 'goldPrice', label: t('quick.goldPrice'), href: goldPriceHref },
                  ],
                }
              : undefined
          }
          offline={
            isChatOpen || isEnded
              ? undefined
              : {
                  title: t('offline.title'),
                  hours: t('offline.hours', { hours: availability.chatHours }),
                  hotlineHours: t('offline.hotlineHours', { hours: availability.hotlineHours }),
                  hotline: availability.hotline,
                  description: hasLeftMessage ? t('offline.left') : t('offline.description'),
                  leaveMessage: t('offline.leaveMessage'),
                  onLeaveMessage: () => document.querySelector<HTMLTextAreaElement>('textarea')?.focus(),
                  hasLeftMessage,
                }
          }
          rating={{
            labels: {
              title: t('rating.title'),
              stars: t('rating.stars'),
              starValue: (count) => t('rating.starValue', { count }),
              remark: t('rating.remark'),
              remarkCount: (count, max) => t('rating.remarkCount', { count, max }),
              remarkTooLong: (max) => t('rating.remarkTooLong', { max }),
              starsRequired: t('rating.starsRequired'),
              submit: t('rating.submit'),
              submitting: t('rating.submitting'),
              thanks: t('rating.thanks'),
              thanksDescription: t('rating.thanksDescription'),
            },
            remarkMaxLength: CHAT_REMARK_MAX,
            onSubmit: (value) => void handleRate(value),
            isSubmitting: rating.isSubmitting,
            isSubmitted: rating.isSubmitted || conversation.rating !== undefined,
            errorMessage: rating.error,
          }}
          composer={{
            ...composer,
            onSendText: (text) => {
              setNotice(undefined);
              composer.onSendText(text);
            },
            orders: wantsOrders ? orders.data : undefined,
            isOrdersLoading: wantsOrders && !orders.data,
            onOrdersOpen: () => setWantsOrders(true),
            onTyping: () => {
              const now = Date.now();
              if (now - lastTyping.current < TYPING_EVERY_MS) return;
              lastTyping.current = now;
              composer.onTyping();
            },
          }}
        />
        {shownNotice ? (
          <Text tone="critical" size="small">
            <span role="alert">{shownNotice}</span>
          </Text>
        ) : null}
      </Stack>
    </PageColumn>
  );
}

/** The page before the chat: opening, or why it cannot open. */
function Frame({ title, message }: { title: string; message: string }) {
  return (
    <PageColumn as="main" spacing="xxlarge">
      <Stack space="medium">
        <Heading level={1}>{title}</Heading>
        <Text as="p" tone="muted">
          <span role="status">{message}</span>
        </Text>
      </Stack>
    </PageColumn>
  );
}
