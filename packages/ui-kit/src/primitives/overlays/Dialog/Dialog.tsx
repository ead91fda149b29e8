import { useId, type ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../controls/Button/Button';
import * as styles from './Dialog.css';
import { ModalFrame } from './ModalFrame';

/** Dialog widths: default 720 px, wide 832 px (spec §2). */
export const dialogWidths = ['default', 'wide'] as const;

export type DialogProps = {
  /** Whether the dialog is shown. The dialog is controlled: the caller owns this state. */
  isOpen: boolean;
  /**
   * Called with `false` when the user asks to close it (close button, Escape, a click on the
   * dimmed page when `isDismissable`). Focus then returns to the element that opened it.
   */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading, which is also the dialog's accessible name (e.g. 用户协议). */
  title: string;
  /** Accessible name of the × button (e.g. 关闭). */
  closeLabel: string;
  /** The body. Long content scrolls inside the dialog under a sticky title bar. */
  children: ReactNode;
  /** Actions under the body (e.g. 同意 / 不同意), kept in view while the body scrolls. */
  footer?: ReactNode;
  /** default 720 px for every pop-up; wide 832 px for the agreement pop-up with a clause image (spec §2). */
  width?: (typeof dialogWidths)[number];
  /** Whether a click on the dimmed page closes it. Turn off when the user must answer. */
  isDismissable?: boolean;
};

/**
 * A modal dialog on React Aria: focus moves in, stays inside while open, and returns to the
 * trigger on close; the page behind is hidden from assistive technology.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  children,
  footer,
  width,
  isDismissable = true,
}: DialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className={styles.modal({ width })}>
        <ModalFrame title={title} closeLabel={closeLabel} onClose={() => onOpenChange(false)} footer={footer}>
          {children}
        </ModalFrame>
      </Modal>
    </ModalOverlay>
  );
}

export type AlertDialogProps = {
  /** Whether the dialog is shown. Every way out calls `onConfirm` or `onCancel`; the caller then closes it. */
  isOpen: boolean;
  /** The heading and accessible name (e.g. 温馨提示, 登录错误). */
  title: string;
  /** What the user must read; announced as the dialog's description. */
  message: ReactNode;
  /** The main button (e.g. 确定). */
  confirmLabel: string;
  /** A second, dismissive button (e.g. 取消). Leave out for a notice with one button (spec §8). */
  cancelLabel?: string;
  /** Called by the confirm button, and by Escape when there is no cancel button (acknowledging a notice). */
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel?: () => void;
  /**
   * Ignore Escape, so only a button answers it: for questions whose dismissive answer has
   * consequences (e.g. declining changed clauses logs out, spec §4).
   */
  isKeyboardDismissDisabled?: boolean;
};

/**
 * The spec's 温馨提示 dialog: role alertdialog, one or two buttons, no dismissal by clicking the
 * page behind (the user must answer). Escape means cancel, or acknowledge when there is one button.
 */
export function AlertDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isKeyboardDismissDisabled,
}: AlertDialogProps) {
  const messageId = useId();
  const handleDismiss = cancelLabel ? onCancel : onConfirm;
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) handleDismiss?.();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={styles.modal()}>
        <ModalFrame
          variant="alert"
          title={title}
          describedBy={messageId}
          footer={
            <>
              {cancelLabel ? (
                <Button tone="neutral" onPress={onCancel}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button tone="primary" onPress={onConfirm}>
                {confirmLabel}
              </Button>
            </>
          }
        >
          {message}
        </ModalFrame>
      </Modal>
    </ModalOverlay>
  );
}
