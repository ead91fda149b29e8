import {
  REFUND_DESCRIPTION_MAX,
  REFUND_PHOTOS_MAX,
  refundableQty,
  refundReasons,
  uploadImageTypes,
} from '@mall/contract';
import { type RefundOptions } from '@mall/contract/orders';
import { failureMessage, usePhotoUploads } from '@mall/core';
import {
  Drawer,
  formatFen,
  RefundForm,
  Spinner,
  type PhotoPickerProps,
  type RefundFormField,
  type RefundFormLine,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundCommands, useRefundOptions } from '../hooks/useRefunds';
import {
  capOf,
  initialRefundForm,
  lineKey,
  refundApplyBody,
  refundFormProblems,
  withQuantities,
  type RefundFormProblem,
  type RefundFormState,
} from '../logic/refundForm';

export type RefundDrawerProps = {
  /** The order to apply for; null keeps the drawer closed. */
  orderNo: string | null;
  onClose: () => void;
  /** The application went through (the order centre has been asked again). */
  onApplied: (refundNo: string) => void;
};

/**
 * 申请退款 / 申请售后 (issue #12) in a side drawer over the order centre, so the shopper keeps their
 * place: loads what the order offers, opens with the whole order chosen, checks with the server's
 * rules before sending, uploads photos as they are chosen, and on a refusal says why and keeps
 * everything entered. The drawer holds focus and gives it back to the button that opened it.
 */
export function RefundDrawer({ orderNo, onClose, onApplied }: RefundDrawerProps) {
  const { t } = useTranslation('orders');
  const options = useRefundOptions(orderNo);
  const kind = options.data?.kind ?? 'refund';
  return (
    <Drawer
      isOpen={orderNo !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('refund.title', { context: kind })}
      closeLabel={t('refund.close')}
    >
      {options.error ? (
        <p role="alert">{t('refund.unavailable', { message: failureMessage(options.error) || t('list.failed') })}</p>
      ) : options.data ? (
        <RefundApplication key={options.data.orderNo} options={options.data} onCancel={onClose} onApplied={onApplied} />
      ) : (
        <Spinner label={t('refund.loading')} />
      )}
    </Drawer>
  );
}

/** The form itself, once the order's options are in (its state lives as long as the drawer shows this order). */
function RefundApplication({
  options,
  onCancel,
  onApplied,
}: {
  options: RefundOptions;
  onCancel: () => void;
  onApplied: (refundNo: string) => void;
}) {
  const { t } = useTranslation('orders');
  const commands = useRefundCommands();
  const uploads = usePhotoUploads('refund', REFUND_PHOTOS_MAX);
  const [state, setState] = useState<RefundFormState>(() => initialRefundForm(options));
  const [hasTried, setTried] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [photoProblem, setPhotoProblem] = useState<string>();
  const kind = options.kind;
  const capFen = capOf(options, state.quantities);

  const message = (problem: RefundFormProblem) =>
    t(`refund.problems.${problem}`, {
      context: problem === 'reason' ? kind : undefined,
      max:
        problem === 'amountOver'
          ? formatFen(capFen)
          : problem === 'photos'
            ? REFUND_PHOTOS_MAX
            : REFUND_DESCRIPTION_MAX,
    });
  const problems = refundFormProblems(options, state, uploads.photos.length);
  const errors: Partial<Record<RefundFormField, string>> = {};
  if (hasTried) {
    for (const [field, problem] of Object.entries(problems)) errors[field as RefundFormField] = message(problem);
    if (uploads.isUploading) errors.photos = t('refund.photos.waiting');
    else if (uploads.hasFailed) errors.photos = t('refund.photos.retryFailed');
  }

  const lines: RefundFormLine[] = options.lines.map((line) => ({
    id: lineKey(line),
    title: line.title,
    thumb: line.thumb,
    meta: t('refund.lineMeta', { price: formatFen(line.unitPriceFen), count: refundableQty(line) }),
    maxQty: refundableQty(line),
  }));

  const photos: PhotoPickerProps = {
    label: t('refund.photos.label'),
    description: t('refund.photos.description', { max: REFUND_PHOTOS_MAX }),
    items: uploads.photos.map((photo) => ({
      key: photo.key,
      name: photo.name,
      previewUrl: photo.previewUrl,
      state: photo.state,
      ...(photo.state === 'failed' ? { error: photo.message || t('refund.photos.failed') } : {}),
    })),
    max: REFUND_PHOTOS_MAX,
    acceptedTypes: uploadImageTypes,
    texts: {
      add: t('refund.photos.add'),
      remove: (name) => t('refund.photos.remove', { name }),
      retry: t('refund.photos.retry'),
      uploading: t('refund.photos.uploading'),
      count: (count, max) => t('refund.counter', { count, max }),
    },
    onAdd: (files) => {
      const refused = uploads.add(files);
      setPhotoProblem(refused[0] ? t(`refund.photos.${refused[0]}`) : undefined);
    },
    onRemove: uploads.remove,
    onRetry: uploads.retry,
    error: photoProblem,
  };

  const submit = async () => {
    setTried(true);
    setServerError(undefined);
    if (Object.keys(problems).length > 0 || uploads.isUploading || uploads.hasFailed) return;
    setSubmitting(true);
    try {
      onApplied(await commands.apply(refundApplyBody(options, state, uploads.ids)));
    } catch (error) {
      setServerError(t('refund.failed', { message: failureMessage(error) || t('list.failed') }));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <RefundForm
      texts={{
        reason: t('refund.reason', { context: kind }),
        reasonPlaceholder: t('refund.reasonPlaceholder'),
        lines: t('refund.lines'),
        quantity: (title) => t('refund.quantity', { title }),
        increase: t('refund.increase'),
        decrease: t('refund.decrease'),
        amount: t('refund.amount'),
        amountHint: t('refund.amountHint', { max: formatFen(capFen) }),
        description: t('refund.description'),
        descriptionPlaceholder: t('refund.descriptionPlaceholder'),
        counter: (count, max) => t('refund.counter', { count, max }),
        submit: t('refund.submit'),
        submitting: t('refund.submitting'),
        cancel: t('refund.cancel'),
      }}
      reasons={refundReasons[kind].map((id) => ({ id, label: t(`refund.reasons.${id}`) }))}
      lines={lines}
      value={state}
      onChange={(next) =>
        setState(next.quantities === state.quantities ? next : withQuantities(options, state, next.quantities))
      }
      errors={errors}
      descriptionMax={REFUND_DESCRIPTION_MAX}
      photos={photos}
      isSubmitting={isSubmitting}
      serverError={serverError}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    />
  );
}
