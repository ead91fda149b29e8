import {
  feedbackContentProblem,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_PHOTOS_MAX,
  feedbackTypes,
  contactPreferences,
  visibleLength,
} from '@mall/contract';
import { type FeedbackView } from '@mall/contract/service';
import { failureMessage, useApiClient, useRuntimeConfig, useSession } from '@mall/core';
import { FeedbackForm, FeedbackThread, Stack, type FeedbackDraft } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { createServiceApi } from '../api/serviceApi';
import { usePhotoField } from '../hooks/usePhotoField';

const newKey = () => `fb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
const empty: FeedbackDraft = { type: null, orderNo: null, content: '', contact: 'none' };
const noOrder = '';

/** A time as the member reads it: YYYY-MM-DD HH:mm in China. */
const chinaTime = (iso: string) => {
  const shifted = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
};

/**
 * The feedback page (issue #14 意见反馈; /feedBack): the form (kind, one of the member's orders,
 * the text with its counter, up to three photos, contact preference) above the member's thread,
 * where the state and the reply show. A failed submit keeps everything typed.
 */
export function FeedbackContainer() {
  const { t } = useTranslation('service');
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const { user } = useSession();
  const api = useMemo(() => createServiceApi(client, productCode), [client, productCode]);
  const uid = user?.uid ?? 0;
  const thread = useSWR(['service', 'feedback', uid], () => api.feedbackList());
  const orders = useSWR(['service', 'orders', uid], () => api.recentOrders());
  const photoField = usePhotoField('feedback', FEEDBACK_PHOTOS_MAX, {
    label: t('feedback.photos'),
    description: t('feedback.photosDescription'),
    add: t('photos.add'),
  });
  const photos = photoField.uploads;
  const [draft, setDraft] = useState<FeedbackDraft>(empty);
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<{ type?: string; content?: string }>({});
  const [errorMessage, setErrorMessage] = useState<string>();
  const [statusMessage, setStatusMessage] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async () => {
    const problem = feedbackContentProblem(draft.content);
    const next = {
      type: draft.type ? undefined : t('feedback.errors.type'),
      content: problem
        ? t(`feedback.errors.${problem}`, { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX })
        : undefined,
    };
    setErrors(next);
    setStatusMessage(undefined);
    // The form offers the contract's values only: narrowed here, not cast.
    const type = feedbackTypes.find((value) => value === draft.type);
    const contact = contactPreferences.find((value) => value === draft.contact) ?? 'none';
    if (next.type || next.content || !type) return;
    if (photos.isUploading) return setErrorMessage(t('feedback.errors.photosPending'));
    if (photos.hasFailed) return setErrorMessage(t('feedback.errors.photosFailed'));
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      const { feedbackNo } = await api.submitFeedback(
        {
          type,
          ...(draft.orderNo ? { orderNo: draft.orderNo } : {}),
          content: draft.content,
          photos: photos.ids,
          contact,
        },
        key,
      );
      setDraft(empty);
      photoField.clear();
      setKey(newKey());
      setStatusMessage(t('feedback.sent', { feedbackNo }));
      await thread.mutate();
    } catch (error) {
      setErrorMessage(failureMessage(error) || t('feedback.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const items = (thread.data ?? []).map((item: FeedbackView) => ({
    id: item.feedbackNo,
    typeLabel: t(`feedback.types.${item.type}`),
    state: item.state,
    stateLabel: t(`thread.states.${item.state}`),
    meta: t('thread.meta', { time: chinaTime(item.createdAt), feedbackNo: item.feedbackNo }),
    ...(item.orderNo ? { orderLabel: t('thread.order', { orderNo: item.orderNo }) } : {}),
    content: item.content,
    photos: item.photos.map((photo, index) => ({ src: photo.url, alt: t('thread.photo', { position: index + 1 }) })),
    ...(item.reply
      ? {
          reply: {
            text: item.reply,
            meta: t('thread.replyMeta', { time: chinaTime(item.repliedAt ?? item.createdAt) }),
          },
        }
      : {}),
  }));

  return (
    <Stack space="xlarge">
      <FeedbackForm
        labels={{
          title: t('feedback.title'),
          intro: t('feedback.intro'),
          type: t('feedback.type'),
          typePlaceholder: t('feedback.typePlaceholder'),
          order: t('feedback.order'),
          orderPlaceholder: t('feedback.orderPlaceholder'),
          orderDescription: t('feedback.orderDescription'),
          content: t('feedback.content'),
          contentPlaceholder: t('feedback.contentPlaceholder'),
          contentCount: (count, min, max) => t('feedback.contentCount', { count, min, max }),
          contact: t('feedback.contact'),
          contactPlaceholder: t('feedback.contactPlaceholder'),
          submit: t('feedback.submit'),
          submitting: t('feedback.submitting'),
        }}
        value={{ ...draft, orderNo: draft.orderNo ?? noOrder }}
        onChange={(change) => {
          setDraft((current) => ({
            ...current,
            ...change,
            ...('orderNo' in change ? { orderNo: change.orderNo || null } : {}),
          }));
        }}
        onSubmit={() => void handleSubmit()}
        types={feedbackTypes.map((type) => ({ id: type, label: t(`feedback.types.${type}`) }))}
        orders={[
          { id: noOrder, label: t('feedback.noOrder') },
          ...(orders.data ?? []).map((order) => ({
            id: order.orderNo,
            label: t('feedback.orderOption', { orderNo: order.orderNo, title: order.goodsList[0]?.title ?? '' }),
          })),
        ]}
        contacts={contactPreferences.map((contact) => ({ id: contact, label: t(`feedback.contacts.${contact}`) }))}
        errors={errors}
        photos={photoField.picker}
        contentLimits={{ min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX }}
        contentLength={(content) => visibleLength(content.trim())}
        isSubmitting={isSubmitting}
        errorMessage={errorMessage}
        statusMessage={statusMessage}
      />
      <FeedbackThread
        labels={{
          title: t('thread.title'),
          reply: t('thread.reply'),
          empty: t('thread.empty'),
          emptyDescription: t('thread.emptyDescription'),
          loading: t('thread.loading'),
          retry: t('thread.retry'),
        }}
        items={items}
        isLoading={thread.isLoading}
        errorMessage={thread.error ? failureMessage(thread.error) || t('thread.failed') : undefined}
        onRetry={() => void thread.mutate()}
      />
    </Stack>
  );
}
