import { busyDefaultMessage, createSingleDialog } from '@mall/core';
import {
  AlertDialog,
  createToastQueue,
  showToast,
  ToastRegion,
  type Toast,
  type ToastQueue,
  type ToastTone,
} from '@mall/ui-kit';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How code outside React (the api client's callbacks, start-up) tells the shopper something:
 * toasts (spec §9: 2000 ms) and the single 温馨提示 dialog of spec §8 (500101: one at a time).
 */
export type AppFeedback = {
  toasts: ToastQueue;
  toast(message: string, tone: ToastTone): void;
  /** Shows the busy dialog unless one is already open. */
  busy(message?: string): void;
  /** The open busy message, for the host. */
  currentBusy(): string | null;
  subscribe(listener: () => void): () => void;
  confirmBusy(): void;
};

export function createAppFeedback(): AppFeedback {
  const toasts = createToastQueue();
  const listeners = new Set<() => void>();
  let message: string | null = null;
  let resolveOpen: (() => void) | null = null;
  const emit = () => listeners.forEach((listener) => listener());
  const open = createSingleDialog(
    (text) =>
      new Promise<void>((resolve) => {
        message = text || busyDefaultMessage;
        resolveOpen = resolve;
        emit();
      }),
  );
  return {
    toasts,
    toast: (text, tone = 'neutral') => void showToast(toasts, { message: text, tone }),
    busy: (text) => open(text ?? busyDefaultMessage),
    currentBusy: () => message,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    confirmBusy() {
      message = null;
      resolveOpen?.();
      resolveOpen = null;
      emit();
    },
  };
}

/** Renders the toasts and the 温馨提示 dialog of an AppFeedback. */
export function FeedbackHost({ feedback }: { feedback: AppFeedback }) {
  const { t } = useTranslation('app');
  const busyMessage = useSyncExternalStore(feedback.subscribe, feedback.currentBusy, feedback.currentBusy);
  return (
    <>
      <ToastRegion queue={feedback.toasts} aria-label={t('feedback.notifications')} closeLabel={t('feedback.close')} />
      <AlertDialog
        isOpen={busyMessage !== null}
        title={t('feedback.noticeTitle')}
        message={busyMessage ?? ''}
        confirmLabel={t('feedback.confirm')}
        onConfirm={feedback.confirmBusy}
      />
    </>
  );
}

/** The app's feedback for pages and the layout (toasts from feature callbacks such as `onToast`). */
export const FeedbackContext = createContext<AppFeedback | null>(null);

/** Shows a toast through the app's feedback, in the tone its caller says; a no-op outside the providers (tests). */
export function useToast(): Toast {
  const feedback = useContext(FeedbackContext);
  return useCallback((message: string, tone: ToastTone) => feedback?.toast(message, tone), [feedback]);
}
