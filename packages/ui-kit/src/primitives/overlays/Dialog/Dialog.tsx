import type { ReactNode } from 'react';
import { Button } from '../../controls/Button/Button';
import { ModalFrame } from '../ModalFrame/ModalFrame';
import { modalWidths, type ModalProps } from '../ModalFrame/modalFrameProps';

/** Dialog widths: default 720 px, wide 832 px (spec §2). */
export const dialogWidths = modalWidths;

export type DialogProps = ModalProps & {
  /** default 720 px for every pop-up; wide 832 px for the agreement pop-up with a clause image (spec §2). */
  width?: (typeof dialogWidths)[number];
};

/**
 * A modal dialog in the middle of the page (a centred ModalFrame): focus moves in, stays inside
 * while open, and returns to the trigger on close; the page behind is hidden from assistive technology.
 */
export function Dialog(props: DialogProps) {
  return <ModalFrame {...props} placement="centre" />;
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
 * The spec's 温馨提示 dialog (an alert ModalFrame): role alertdialog, one or two buttons, no dismissal
 * by clicking the page behind (the user must answer). Escape means cancel, or acknowledge when there
 * is one button.
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
  const handleDismiss = cancelLabel ? onCancel : onConfirm;
  return (
    <ModalFrame
      variant="alert"
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) handleDismiss?.();
      }}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      title={title}
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
  );
}
