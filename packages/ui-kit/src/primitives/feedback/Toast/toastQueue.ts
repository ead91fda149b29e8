import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

/** Toast tones: neutral information, positive success, critical failure. */
export const toastTones = ['neutral', 'positive', 'critical'] as const;
/** One of `toastTones`. */
export type ToastTone = (typeof toastTones)[number];

/**
 * Shows a toast. The tone is the caller's to say: a success taken for a failure by default showed
 * 申请已提交 in red with a warning sign (issue #31 item 4).
 */
export type Toast = (message: string, tone: ToastTone) => void;

/** Spec §9: a toast shows for 2000 ms unless the caller says otherwise. */
export const toastDefaultDurationMs = 2000;

/** What one toast carries. */
export type ToastMessage = {
  /** The text shown and announced (e.g. 复制成功, 发送失败，请稍后再试). */
  message: string;
  /** neutral for information, positive for a success, critical for a failure. */
  tone: ToastTone;
};

/** A queue of toasts, shared between the code that shows them and the one `ToastRegion` that displays them. */
export type ToastQueue = AriaToastQueue<ToastMessage>;

export type CreateToastQueueOptions = {
  /** How many toasts stack at once; later ones wait until one closes. */
  maxVisible?: number;
};

/** Creates a toast queue (the app keeps one, each story its own). React Aria's queue underneath. */
export function createToastQueue({ maxVisible = 5 }: CreateToastQueueOptions = {}): ToastQueue {
  return new AriaToastQueue<ToastMessage>({ maxVisibleToasts: maxVisible });
}

export type ShowToastOptions = {
  /** The text shown and announced. */
  message: string;
  /** Colour and icon; neutral by default. */
  tone?: ToastTone;
  /**
   * Time on screen in ms, 2000 by default (spec §9); the clock stops while the pointer is over
   * the toasts or focus is in them (WCAG 2.2.1). 0 keeps the toast until it is closed.
   */
  durationMs?: number;
  /** Called when the toast closes, by timeout or by its close button. */
  onClose?: () => void;
};

/** Adds a toast to the queue and returns its key (for `queue.close(key)`). */
export function showToast(
  queue: ToastQueue,
  { message, tone = 'neutral', durationMs = toastDefaultDurationMs, onClose }: ShowToastOptions,
): string {
  return queue.add({ message, tone }, { timeout: durationMs > 0 ? durationMs : undefined, onClose });
}

export type ToastRegionProps = {
  /** The queue whose toasts this region shows. Render one region per queue, near the root. */
  queue: ToastQueue;
  /** Name of the landmark that holds the toasts (e.g. 通知); F6 moves to it. */
  'aria-label': string;
  /** Accessible name of each toast's × button (e.g. 关闭). */
  closeLabel: string;
};
