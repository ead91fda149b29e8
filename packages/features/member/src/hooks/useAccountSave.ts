import { failureMessage } from '@mall/core';
import { useState } from 'react';

/**
 * The save of a one-purpose account form (issue #13 item 2: mobile, password): the check first, then
 * the call while the button shows it is saving; the call says the success line once the change went
 * through (before any refresh after it), a failure shows the server's message (or `failedMessage`)
 * and the entries stay as typed.
 */
export function useAccountSave(failedMessage: string) {
  const [isSubmitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [successMessage, setSuccessMessage] = useState<string>();

  /** Runs `call` when `check` passes; `call` hands the success line to `succeed`. */
  async function save(check: () => boolean, call: (succeed: (message: string) => void) => Promise<void>) {
    setSuccessMessage(undefined);
    if (!check()) return;
    setSubmitting(true);
    setFormError(undefined);
    try {
      await call(setSuccessMessage);
    } catch (error) {
      setFormError(failureMessage(error) || failedMessage);
    } finally {
      setSubmitting(false);
    }
  }

  return { save, state: { isSubmitting, formError, successMessage } };
}
