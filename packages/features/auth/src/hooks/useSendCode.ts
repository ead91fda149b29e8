import type { CaptchaPass } from '@mall/contract/auth';
import { isApiError } from '@mall/core';
import { useEffect, useReducer } from 'react';
import { initialSendCodeState, sendCodeReducer, smsFailureMessage, smsTypes, type SmsPurpose } from '../logic/sendCode';
import type { CaptchaFlow } from './useCaptcha';
import { useAuthApi } from './useAuthApi';

/**
 * The send-code button's behaviour (spec §4, §5, §8): needs a passed captcha; sending → 60 s
 * countdown → resend; a send spends the captcha, so a resend demands a fresh one; a failure toasts
 * 发送失败… and goes back to resend with the captcha reset.
 */
export function useSendCode(
  purpose: SmsPurpose,
  captcha: CaptchaFlow,
  onFailure: (message: { key: string; message?: string }) => void,
) {
  const api = useAuthApi();
  const [state, dispatch] = useReducer(sendCodeReducer, initialSendCodeState);

  useEffect(() => {
    if (state.status !== 'countdown') return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearTimeout(timer);
  }, [state]);

  /** Sends with the captcha's pass through `deliver` (the call that sends the code), once per pass. */
  async function sendWith(deliver: (pass: CaptchaPass) => Promise<unknown>) {
    const pass = captcha.takePass();
    if (!pass) return;
    dispatch({ type: 'send' });
    try {
      await deliver(pass);
      dispatch({ type: 'sent' });
    } catch (error) {
      dispatch({ type: 'failed' });
      onFailure(
        smsFailureMessage(isApiError(error) && error.kind !== 'network' && error.kind !== 'timeout' ? error.msg : ''),
      );
    }
    // Either way the pass is spent: the next send needs a fresh captcha (spec §4, §8).
    captcha.reset();
  }

  /** Sends the form's code (its smsType) to `mobile` by POST /auth/gt/send/sms. */
  const send = (mobile: string, countryNo: string) =>
    sendWith((pass) => api.sendSms(mobile.trim(), countryNo, smsTypes[purpose], pass));

  return { state, send, sendWith };
}
