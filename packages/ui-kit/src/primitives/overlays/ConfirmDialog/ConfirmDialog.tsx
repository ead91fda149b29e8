import type { ReactNode } from 'react';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../media/Icon/Icon';
import { ModalFrame } from '../ModalFrame/ModalFrame';
import * as styles from './ConfirmDialog.css';

/** danger for what cannot be undone (取消订单, 删除订单, 清空足迹, the console's 拒绝退款); primary for a step forward (确认收货, 批量发货). */
export const confirmTones = ['danger', 'primary'] as const;

export type ConfirmDialogProps = {
  /** Whether the question shows (controlled). */
  isOpen: boolean;
  /** Called with false by 取消 and Escape, never while the call runs. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading and accessible name (取消订单, 删除订单, 确认收货). */
  title: string;
  /** What happens, announced as the dialog's description (取消后订单将无法恢复…). */
  message: ReactNode;
  /** The confirm button (确认取消, 删除, 确认收货). */
  confirmLabel: string;
  /** The dismissive button (再想想, 取消). */
  cancelLabel: string;
  /** danger marks the question with a warning sign. */
  tone?: (typeof confirmTones)[number];
  /** The call is running: confirm shows a spinner and ignores presses, cancel and Escape do nothing. */
  isPending?: boolean;
  /** Announced on the busy confirm button (处理中). */
  pendingLabel?: string;
  /** Why the last call failed, shown and announced in the dialog, which stays open so nothing is lost. */
  errorMessage?: string;
  /** The shopper or staff member confirms: the caller runs the call and closes the dialog when it succeeds. */
  onConfirm: () => void;
};

/**
 * The question before a change that runs a call: cancelling, deleting or confirming receipt of an
 * order (issue #12), clearing the browsing history (issue #13), and in the operations console every
 * act that changes a record (issue #29: 批量发货, 拒绝退款), its message saying what will happen. An alert dialog, as AlertDialog is,
 * on the same alert ModalFrame: AlertDialog has no busy state or error line, and here the dialog
 * must outlive the call (ClauseChangeDialog does the same). Only the buttons and Escape answer;
 * while the call runs nothing dismisses it.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  isPending = false,
  pendingLabel,
  errorMessage,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <ModalFrame
      variant="alert"
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      isKeyboardDismissDisabled={isPending}
      title={title}
      footer={
        <>
          <Button tone="neutral" isDisabled={isPending} onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button tone="primary" loading={isPending} loadingLabel={pendingLabel} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {tone === 'danger' ? (
          <span className={styles.sign}>
            <Icon name="warning" size="large" />
          </span>
        ) : null}
        <div className={styles.text}>
          <div>{message}</div>
          {errorMessage ? (
            <p role="alert" className={styles.error}>
              {errorMessage}
            </p>
          ) : null}
        </div>
      </div>
    </ModalFrame>
  );
}
