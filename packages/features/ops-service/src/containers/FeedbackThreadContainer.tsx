import { FEEDBACK_REPLY_MAX } from '@mall/contract';
import type { OpsFeedbackThread } from '@mall/contract/ops';
import { chinaDateTime, failureMessage } from '@mall/core';
import {
  ActionLink,
  Button,
  createToastQueue,
  DescriptionList,
  Heading,
  LoadingNotice,
  RetryNotice,
  showToast,
  Stack,
  StatusTag,
  TextArea,
  Timeline,
  ToastRegion,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useOpsServiceApi } from './useOpsServiceApi';

export type FeedbackThreadContainerProps = {
  feedbackNo: string;
};

const stateTone = { submitted: 'warning', processing: 'info', replied: 'success' } as const;

/**
 * /ops/feedback/:feedbackNo (issue #29 "Shopper service"): one feedback as a thread — the member's
 * message and photos, then the reply — and, while it waits, the reply form (the member reads the reply
 * in her 意见反馈; one reply each, the server says so if another got there first).
 */
export function FeedbackThreadContainer({ feedbackNo }: FeedbackThreadContainerProps) {
  const { t } = useTranslation('opsService');
  const api = useOpsServiceApi();
  const found = useSWR(['ops', 'feedback', 'thread', feedbackNo], () => api.thread(feedbackNo));
  const [toasts] = useState(() => createToastQueue());
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [isSending, setSending] = useState(false);

  if (found.error)
    return (
      <RetryNotice
        message={failureMessage(found.error) || t('thread.failed')}
        retryLabel={t('thread.retry')}
        onRetry={() => void found.mutate()}
      />
    );
  const thread: OpsFeedbackThread | undefined = found.data;
  if (!thread) return <LoadingNotice label={t('thread.loading')} lines={5} />;

  const send = () => {
    const text = reply.trim();
    if (!text) return setReplyError(t('thread.replyEmpty'));
    setSending(true);
    setReplyError(undefined);
    api.reply(feedbackNo, text).then(
      (answered) => {
        setSending(false);
        setReply('');
        void found.mutate(answered, { revalidate: false });
        showToast(toasts, { message: t('thread.sent'), tone: 'positive' });
      },
      (error: unknown) => {
        setSending(false);
        setReplyError(failureMessage(error) || t('thread.sendFailed'));
      },
    );
  };

  return (
    <Stack space="large">
      <DescriptionList
        title={t('thread.basics')}
        columns={3}
        items={[
          { label: t('thread.feedbackNo'), value: thread.feedbackNo },
          {
            label: t('thread.state'),
            value: <StatusTag tone={stateTone[thread.state]}>{t(`states.${thread.state}`)}</StatusTag>,
          },
          { label: t('thread.type'), value: t(`types.${thread.type}`) },
          { label: t('thread.member'), value: thread.memberMobile },
          { label: t('thread.orderNo'), value: thread.orderNo ?? '—' },
          { label: t('thread.contact'), value: t(`contact.${thread.contact}`) },
        ]}
      />
      <Stack space="small">
        <Heading level={2}>{t('thread.messages')}</Heading>
        <Timeline
          aria-label={t('thread.messages')}
          emptyText="—"
          events={thread.messages.map((message, index) => ({
            id: `${message.at}-${index}`,
            time: chinaDateTime(message.at),
            title: message.from === 'member' ? t('thread.fromMember') : t('thread.fromStaff'),
            detail: message.text,
            tone: message.from === 'member' ? 'neutral' : 'success',
          }))}
        />
        {thread.photos.length > 0 ? (
          <Stack space="small" align="flex-start">
            {thread.photos.map((photo, index) => (
              <ActionLink key={photo.id} href={photo.url}>
                {t('thread.photo', { index: index + 1 })}
              </ActionLink>
            ))}
          </Stack>
        ) : null}
      </Stack>
      {thread.state === 'replied' ? null : (
        <Stack space="small">
          <TextArea
            label={t('thread.replyLabel')}
            description={t('thread.replyHint', { max: FEEDBACK_REPLY_MAX })}
            value={reply}
            onChange={setReply}
            errorMessage={replyError}
            rows={4}
          />
          <Stack align="flex-start">
            <Button onPress={send} loading={isSending} loadingLabel={t('thread.sending')}>
              {t('thread.send')}
            </Button>
          </Stack>
        </Stack>
      )}
      <ToastRegion queue={toasts} aria-label={t('thread.notifications')} closeLabel={t('thread.close')} />
    </Stack>
  );
}
