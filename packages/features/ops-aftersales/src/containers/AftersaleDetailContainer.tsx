import type { AftersaleDetail } from '@mall/contract/ops';
import { chinaDateTime, failureMessage, sharedKeys, useSession } from '@mall/core';
import {
  ActionLink,
  Button,
  ConfirmDialog,
  createToastQueue,
  DescriptionList,
  formatFen,
  Heading,
  LoadingNotice,
  RetryNotice,
  showToast,
  Stack,
  StatusTag,
  Text,
  TextArea,
  TextField,
  Timeline,
  ToastRegion,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { slaTone } from '../logic/aftersaleQuery';
import { useOpsAftersalesApi } from './useOpsAftersalesApi';

export type AftersaleDetailContainerProps = {
  refundNo: string;
  /** The address of the order's page in the console. */
  orderHref: (orderNo: string) => string;
};

type Act = 'approve' | 'confirm' | 'refuse';
const yuan = (fen: number) => `¥${formatFen(fen)}`;
const stateTone = {
  applying: 'warning',
  approved: 'info',
  refunding: 'info',
  refunded: 'success',
  refused: 'danger',
  withdrawn: 'neutral',
} as const;

/** Fen from what staff typed in yuan; undefined when it is not an amount. */
function fenOf(text: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return undefined;
  return Math.round(Number(text.trim()) * 100);
}

/**
 * /ops/aftersales/:refundNo (issue #29 "After-sales"): one application — its facts, the shopper's
 * photos, how long it has waited against the 48 h service level, its order and the order's timeline —
 * and the decisions the staff member may take: approve an amount up to what was asked (above the
 * threshold a first approval for 财务), 财务's confirmation, or refuse with a reason the shopper
 * reads. Each asks first in a dialog that says what will happen.
 */
export function AftersaleDetailContainer({ refundNo, orderHref }: AftersaleDetailContainerProps) {
  const { t } = useTranslation('opsAftersales');
  const { staffCode = '' } = useSession().user;
  const api = useOpsAftersalesApi();
  const found = useSWR(['ops', 'aftersale', refundNo], () => api.detail(refundNo));
  const me = useSWR(sharedKeys.opsMe(staffCode), () => api.me());
  const [toasts] = useState(() => createToastQueue());
  const [amount, setAmount] = useState<string>();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<{ amount?: string; reason?: string }>({});
  const [act, setAct] = useState<Act>();
  // The dialog keeps its words while it closes (its buttons are never empty).
  const [shownAct, setShownAct] = useState<Act>('approve');
  const [isPending, setPending] = useState(false);
  const [actError, setActError] = useState<string>();
  const may = (permission: string) => me.data?.permissions.includes(permission as never) ?? false;

  if (found.error)
    return (
      <RetryNotice
        message={failureMessage(found.error) || t('detail.failed')}
        retryLabel={t('detail.retry')}
        onRetry={() => void found.mutate()}
      />
    );
  const detail: AftersaleDetail | undefined = found.data;
  if (!detail) return <LoadingNotice label={t('detail.loading')} lines={6} />;

  const { refund, order, firstApproval } = detail;
  const isOpen = refund.state === 'applying';
  const amountText = amount ?? formatFen(refund.amountFen).replace(/,/g, '');
  const amountFen = fenOf(amountText);
  const sla = 48;

  /** Checks the fields an act needs; opens its dialog when they are right. */
  const ask = (next: Act) => {
    const errors: { amount?: string; reason?: string } = {};
    if (next === 'approve' && (amountFen === undefined || amountFen > refund.amountFen))
      errors.amount = t('decide.amountInvalid', { max: formatFen(refund.amountFen) });
    if (next !== 'confirm' && !reason.trim()) errors.reason = t('decide.reasonEmpty');
    setFieldError(errors);
    if (errors.amount || errors.reason) return;
    setActError(undefined);
    setShownAct(next);
    setAct(next);
  };
  const run = () => {
    if (!act) return;
    setPending(true);
    setActError(undefined);
    const call =
      act === 'approve'
        ? api
            .approve({ refundNo, amountFen: amountFen ?? 0, reason: reason.trim() })
            .then((done) => (done.outcome === 'firstApproval' ? t('decide.firstRecorded') : t('decide.approved')))
        : act === 'confirm'
          ? api.confirm({ refundNo, amountFen: firstApproval?.amountFen ?? 0 }).then(() => t('decide.confirmed'))
          : api.refuse(refundNo, reason.trim()).then(() => t('decide.refused'));
    call.then(
      (message) => {
        setPending(false);
        setAct(undefined);
        setReason('');
        void found.mutate();
        showToast(toasts, { message, tone: 'positive' });
      },
      (error: unknown) => {
        setPending(false);
        setActError(failureMessage(error) || t('decide.failed'));
      },
    );
  };

  const approveAmount = formatFen(amountFen ?? 0);
  const isLarge = (amountFen ?? 0) > detail.secondApprovalFen;
  const dialog = {
    approve: {
      title: t('decide.approveTitle'),
      message: isLarge
        ? t('decide.approveLargeMessage', { amount: approveAmount, threshold: formatFen(detail.secondApprovalFen) })
        : t('decide.approveMessage', { amount: approveAmount, reason: reason.trim() }),
      confirmLabel: t('decide.approve'),
    },
    confirm: {
      title: t('decide.confirmTitle'),
      message: t('decide.confirmMessage', {
        by: `${firstApproval?.staffCode ?? ''} ${firstApproval?.staffName ?? ''}`.trim(),
        amount: formatFen(firstApproval?.amountFen ?? 0),
      }),
      confirmLabel: t('decide.confirm'),
    },
    refuse: {
      title: t('decide.refuseTitle'),
      message: t('decide.refuseMessage', { reason: reason.trim() }),
      confirmLabel: t('decide.refuse'),
    },
  };
  const canReview = isOpen && may('aftersales.review');
  const canConfirm = isOpen && !!firstApproval && may('refunds.approve');

  return (
    <Stack space="large">
      <DescriptionList
        title={t('detail.basics')}
        columns={3}
        items={[
          { label: t('detail.refundNo'), value: refund.refundNo },
          {
            label: t('detail.state'),
            value: <StatusTag tone={stateTone[refund.state]}>{t(`states.${refund.state}`)}</StatusTag>,
          },
          { label: t('detail.kind'), value: t(`kinds.${refund.kind}`) },
          { label: t('detail.reason'), value: t(`reasons.${refund.reason}`) },
          { label: t('detail.amount'), value: yuan(refund.amountFen) },
          { label: t('detail.pointsBack'), value: String(refund.pointsBack) },
          { label: t('detail.giftCardBack'), value: yuan(refund.giftCardBackFen) },
          { label: t('detail.appliedAt'), value: chinaDateTime(refund.timeline[0]?.at ?? '') },
          {
            label: t('detail.age'),
            value: (
              <>
                {t('age.hours', { hours: detail.ageHours })}{' '}
                <StatusTag tone={slaTone(detail.ageHours, sla, isOpen)}>
                  {detail.overdue ? t('age.overdue', { sla }) : t('age.inTime', { sla })}
                </StatusTag>
              </>
            ),
          },
          { label: t('detail.description'), value: refund.description || t('detail.none') },
          ...(refund.refuseReason ? [{ label: t('detail.refuseReason'), value: refund.refuseReason }] : []),
          ...(refund.approveReason ? [{ label: t('detail.approveReason'), value: refund.approveReason }] : []),
        ]}
      />
      <Stack space="small">
        <Heading level={2}>{t('detail.photos')}</Heading>
        {refund.photos.length === 0 ? (
          <Text>{t('detail.noPhotos')}</Text>
        ) : (
          <Stack space="small" align="flex-start">
            {refund.photos.map((photo, index) => (
              <ActionLink key={photo.id} href={photo.url}>
                {t('detail.photo', { index: index + 1 })}
              </ActionLink>
            ))}
          </Stack>
        )}
      </Stack>
      {firstApproval ? (
        <DescriptionList
          title={t('detail.firstApproval')}
          columns={3}
          items={[
            { label: t('detail.firstBy'), value: `${firstApproval.staffCode} ${firstApproval.staffName}`.trim() },
            { label: t('detail.firstAmount'), value: yuan(firstApproval.amountFen) },
            { label: t('detail.firstReason'), value: firstApproval.reason },
          ]}
        />
      ) : null}
      {canReview || canConfirm ? (
        <Stack space="small">
          <Heading level={2}>{t('decide.title')}</Heading>
          {canReview && !firstApproval ? (
            <TextField
              label={t('decide.amount')}
              description={t('decide.amountHint', { max: formatFen(refund.amountFen) })}
              value={amountText}
              onChange={setAmount}
              inputMode="decimal"
              errorMessage={fieldError.amount}
            />
          ) : null}
          {canReview ? (
            <TextArea
              label={t('decide.reason')}
              value={reason}
              onChange={setReason}
              errorMessage={fieldError.reason}
              rows={3}
            />
          ) : null}
          <Stack direction="row" align="flex-start">
            {canReview && !firstApproval ? <Button onPress={() => ask('approve')}>{t('decide.approve')}</Button> : null}
            {canConfirm ? <Button onPress={() => ask('confirm')}>{t('decide.confirm')}</Button> : null}
            {canReview ? (
              <Button tone="secondary" onPress={() => ask('refuse')}>
                {t('decide.refuse')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
      <DescriptionList
        title={t('detail.order')}
        columns={3}
        items={[
          {
            label: t('detail.orderNo'),
            value: <ActionLink href={orderHref(order.orderNo)}>{order.orderNo}</ActionLink>,
          },
          { label: t('detail.buyer'), value: `${order.buyer.name} ${order.buyer.mobileMasked}`.trim() },
          { label: t('detail.payFen'), value: yuan(order.amounts.payFen) },
          ...(order.paidAt ? [{ label: t('detail.paidAt'), value: chinaDateTime(order.paidAt) }] : []),
        ]}
      />
      <Stack space="small">
        <Heading level={2}>{t('detail.timeline')}</Heading>
        <Timeline
          aria-label={t('detail.timeline')}
          emptyText={t('detail.noEvents')}
          events={order.timeline.map((entry, index) => ({
            id: `${entry.at}-${index}`,
            time: chinaDateTime(entry.at),
            title: entry.title,
            actor: entry.actor,
            detail: entry.detail,
          }))}
        />
      </Stack>
      <ConfirmDialog
        isOpen={!!act}
        onOpenChange={(open) => {
          if (!open) {
            setAct(undefined);
            setActError(undefined);
          }
        }}
        title={dialog[shownAct].title}
        message={dialog[shownAct].message}
        confirmLabel={dialog[shownAct].confirmLabel}
        cancelLabel={t('decide.cancel')}
        tone={shownAct === 'refuse' ? 'danger' : undefined}
        isPending={isPending}
        pendingLabel={t('decide.pending')}
        errorMessage={actError}
        onConfirm={run}
      />
      <ToastRegion queue={toasts} aria-label={t('detail.notifications')} closeLabel={t('detail.close')} />
    </Stack>
  );
}
