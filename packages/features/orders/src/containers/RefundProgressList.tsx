import type { RefundView } from '@mall/contract/orders';
import { failureMessage } from '@mall/core';
import { formatFen, ConfirmDialog, RefundProgress } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundCommands } from '../hooks/useRefunds';
import { refundSteps, refundTone } from '../logic/refundView';
import { useOrderTime } from './orderParts';

export type RefundProgressListProps = {
  /** The order's refunds, newest first (the detail's answer). */
  refunds: readonly RefundView[];
};

/**
 * An order's refunds and after-sales on its detail page (issue #12): each with its steps and times,
 * what it gives back, the reason, description and photos, the operator's reason when refused, and
 * 撤销申请 while it is applying (asked again first; a refusal keeps the dialog open with the reason).
 */
export function RefundProgressList({ refunds }: RefundProgressListProps) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const commands = useRefundCommands();
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!withdrawing) return;
    setRunning(true);
    setFailure(undefined);
    try {
      await commands.withdraw(withdrawing);
      setWithdrawing(null);
    } catch (error) {
      setFailure(t('refund.progress.withdrawFailed', { message: failureMessage(error) || t('list.failed') }));
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      {refunds.map((refund) => {
        const facts = [
          { label: t('refund.progress.facts.amount'), value: `¥${formatFen(refund.amountFen)}` },
          ...(refund.pointsBack > 0
            ? [{ label: t('refund.progress.facts.points'), value: refund.pointsBack.toLocaleString('en') }]
            : []),
          ...(refund.giftCardBackFen > 0
            ? [{ label: t('refund.progress.facts.giftCard'), value: `¥${formatFen(refund.giftCardBackFen)}` }]
            : []),
          { label: t('refund.progress.facts.reason'), value: t(`refund.reasons.${refund.reason}`) },
          {
            label: t('refund.progress.facts.lines'),
            value: refund.lines.map((line) => t('refund.progress.lineItem', line)).join('\n'),
          },
          ...(refund.description ? [{ label: t('refund.progress.facts.description'), value: refund.description }] : []),
        ];
        return (
          <RefundProgress
            key={refund.refundNo}
            refund={{
              title: t('refund.progress.title', { context: refund.kind, refundNo: refund.refundNo }),
              stateLabel: t(`refund.progress.states.${refund.state}`),
              stateTone: refundTone(refund.state),
              facts,
              refusal: refund.refuseReason ? t('refund.progress.refusal', { reason: refund.refuseReason }) : undefined,
              photos: refund.photos.map((photo, index) => ({
                url: photo.url,
                alt: t('refund.progress.photoAlt', { index: index + 1 }),
              })),
              steps: refundSteps(refund).map((step) => ({
                label: t(`refund.progress.steps.${step.state}`),
                time: step.at ? time(step.at) : undefined,
                state: step.status,
              })),
            }}
            texts={{
              steps: t('refund.progress.stepsLabel'),
              photos: t('refund.progress.photosLabel'),
              withdraw: t('refund.progress.withdraw'),
              withdrawing: t('refund.progress.withdrawing'),
              done: t('refund.progress.done'),
              current: t('refund.progress.current'),
              pending: t('refund.progress.pending'),
            }}
            onWithdraw={
              refund.state === 'applying'
                ? () => {
                    setFailure(undefined);
                    setWithdrawing(refund.refundNo);
                  }
                : undefined
            }
          />
        );
      })}
      {withdrawing ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen && !isRunning) setWithdrawing(null);
          }}
          title={t('refund.confirmWithdraw.title')}
          message={t('refund.confirmWithdraw.message', { refundNo: withdrawing })}
          confirmLabel={t('refund.confirmWithdraw.confirm')}
          cancelLabel={t('confirm.keep')}
          tone="danger"
          isPending={isRunning}
          pendingLabel={t('confirm.pending')}
          errorMessage={failure}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </>
  );
}
