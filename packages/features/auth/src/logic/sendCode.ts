/** spec §9: the SMS countdown lasts 60 s. */
export const smsCountdownSeconds = 60;

/** spec §7: smsType 2 on registration, 3 on reset, 1 on the login view's sender. */
export const smsTypes = { login: 1, register: 2, reset: 3 } as const;
export type SmsPurpose = keyof typeof smsTypes;

/** The send-code button's state (spec §4). */
export type SendCodeState =
  { status: 'idle' } | { status: 'sending' } | { status: 'countdown'; secondsLeft: number } | { status: 'resend' };

export type SendCodeEvent = { type: 'send' } | { type: 'sent' } | { type: 'failed' } | { type: 'tick' };

export const initialSendCodeState: SendCodeState = { status: 'idle' };

/**
 * spec §4 send-code button: idle → sending → a 60 s countdown → resend; a failure goes straight
 * to resend. Sending is only possible from idle and resend; ticks only count down.
 */
export function sendCodeReducer(state: SendCodeState, event: SendCodeEvent): SendCodeState {
  switch (event.type) {
    case 'send':
      return state.status === 'idle' || state.status === 'resend' ? { status: 'sending' } : state;
    case 'sent':
      return state.status === 'sending' ? { status: 'countdown', secondsLeft: smsCountdownSeconds } : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'resend' } : state;
    case 'tick':
      if (state.status !== 'countdown') return state;
      return state.secondsLeft > 1 ? { status: 'countdown', secondsLeft: state.secondsLeft - 1 } : { status: 'resend' };
  }
}

/** Why a send cannot start yet (spec §5: a valid phone first, then a passed captcha). */
export type SendBlocker = 'phone' | 'captcha';

/**
 * spec §5: "Sending a code needs a valid phone, then a passed captcha". Returns the first missing
 * precondition or null when the code may be sent.
 */
export function sendBlocker(isPhoneValid: boolean, isCaptchaPassed: boolean): SendBlocker | null {
  if (!isPhoneValid) return 'phone';
  if (!isCaptchaPassed) return 'captcha';
  return null;
}

/**
 * spec §8 SMS send failure: 发送失败：+ the server's message, or 发送失败，请稍后再试 when there is
 * none (or on a network error). Returns the i18n key and its values.
 */
export function smsFailureMessage(serverMessage: string | undefined | null): {
  key: 'sms.failedWithMessage' | 'sms.failed';
  message?: string;
} {
  const message = serverMessage?.trim();
  return message ? { key: 'sms.failedWithMessage', message } : { key: 'sms.failed' };
}
