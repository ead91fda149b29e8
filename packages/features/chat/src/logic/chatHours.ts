import { isWithinHours, nextHoursBoundary, type DailyHours } from '@mall/contract';

/** A moment past the boundary, so a timer that fires a little early still reads the new state. */
const SLACK_MS = 250;

/**
 * Keeps a chat page's "open / closed" true while it stays open (issue #15: the session says it once,
 * when the chat opens): a timer to the next 8:15 or 23:45 ({@link nextHoursBoundary}), which tells
 * `onChange` what the hours say then and sets the next. A timer that fired early (or late, after
 * the machine slept) reads the hours again, so it corrects itself. Returns the stop.
 */
export function watchChatHours(options: {
  hours: DailyHours;
  onChange: (isOpen: boolean) => void;
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}): () => void {
  const now = options.now ?? (() => new Date());
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  const schedule = () => {
    const at = now();
    const wait = nextHoursBoundary(at, options.hours).getTime() - at.getTime() + SLACK_MS;
    timer = setTimer(() => {
      options.onChange(isWithinHours(now(), options.hours));
      schedule();
    }, wait);
  };
  schedule();
  return () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
}
