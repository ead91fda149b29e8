import { failureMessage } from '@mall/core';
import { useState } from 'react';

/**
 * The save of a one-purpose account form (issue #13 item 2: mobile, password): the check first, then
 * the call while the button shows it is saving; what follows a success says the success line, a
 * failure shows the server's message (or `failedMessage`) and the entries stay as typed.
 */
export function useAccountSave(failedMessage: string) {
  const [isSubmitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [successMessage, setSuccessMessage] = useState<string>();

  /**
   * Runs `send` when `check` passes; `done` turns its answer into the success line (clearing the
   * entries, toasting), and `after` refreshes what the change touched while the button still saves.
   */
  async function save<T>(
    check: () => boolean,
    send: () => Promise<T>,
    done: (answer: T) => string,
    after?: () => Promise<unknown>,
  ) {
    setSuccessMessage(undefined);
    if (!check()) return;
    setSubmitting(true);
    setFormError(undefined);
    try {
      // No await between the answer and the end: the success line and the button's state change at once.
      setSuccessMessage(done(await send()));
      if (after) await after();
    } catch (error) {
      setFormError(failureMessage(error) || failedMessage);
    } finally {
      setSubmitting(false);
    }
  }

  return { save, state: { isSubmitting, formError, successMessage } };
}
