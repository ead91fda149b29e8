import type { ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Dialog } from '../../../primitives/overlays/Dialog/Dialog';
import * as styles from '../accountForms.css';

/** Captions of the dialog (ui-kit never translates). */
export type CancelAccountDialogLabels = {
  /** 注销账户 */
  title: string;
  /** The warning (注销后账户将无法恢复…). */
  warning: string;
  /** The heading of what is lost (注销后您将失去：). */
  lossesTitle: string;
  /** What is kept, and why (订单与交易记录将匿名保留…). */
  keptNote: string;
  /** Where the code goes (验证码将发送至 139****0007). */
  sentTo: (mobile: string) => string;
  /** 确认注销 */
  confirm: string;
  /** Read while cancelling (正在注销). */
  confirming: string;
  /** 暂不注销 */
  keep: string;
  /** The × button (关闭). */
  close: string;
};

export type CancelAccountDialogProps = {
  labels: CancelAccountDialogLabels;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the member loses, formatted (可用积分 2,400 · 礼品卡余额 ¥0.00 · 银卡会员等级). */
  losses: readonly string[];
  /** Why the account cannot be cancelled now (an unpaid order, an open refund); none: it can. */
  blockers: readonly string[];
  /** The member's masked mobile, where the code goes. */
  mobile: string;
  /** The captcha and SMS code (the app lends the sign-in's code field). */
  codeField: ReactNode;
  /** The confirm button: the caller checks the code and cancels. */
  onConfirm: () => void;
  /** The cancellation is running: nothing closes the dialog. */
  isPending?: boolean;
  /** The server's refusal. */
  errorMessage?: string;
};

/**
 * Cancel my account (issue #13 item 2, PIPL right to erasure): a clear statement of what is lost and
 * what is kept, then an SMS check to the member's own mobile. While an order is unpaid or a refund
 * open it says why it cannot go ahead and offers no confirmation.
 */
export function CancelAccountDialog({
  labels,
  isOpen,
  onOpenChange,
  losses,
  blockers,
  mobile,
  codeField,
  onConfirm,
  isPending = false,
  errorMessage,
}: CancelAccountDialogProps) {
  const isBlocked = blockers.length > 0;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      title={labels.title}
      closeLabel={labels.close}
      isDismissable={false}
      footer={
        <>
          <Button tone="neutral" isDisabled={isPending} onPress={() => onOpenChange(false)}>
            {labels.keep}
          </Button>
          {isBlocked ? null : (
            <Button tone="primary" loading={isPending} loadingLabel={labels.confirming} onPress={onConfirm}>
              {labels.confirm}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.warning}>{labels.warning}</p>
        <p className={styles.intro}>{labels.lossesTitle}</p>
        <ul className={styles.losses}>
          {losses.map((loss) => (
            <li key={loss}>{loss}</li>
          ))}
        </ul>
        <p className={styles.note}>{labels.keptNote}</p>
        {isBlocked ? (
          <div role="alert">
            <ul className={styles.blockers}>
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <p className={styles.note}>{labels.sentTo(mobile)}</p>
            {codeField}
          </>
        )}
        {errorMessage ? (
          <p className={styles.formError} role="alert">
            {errorMessage}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
