import type { VerificationCodeFieldProps } from '@mall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../hooks/useCaptcha';
import { useSendCode } from '../hooks/useSendCode';
import { CaptchaField, SmsCodeField } from './formParts';

/**
 * The captcha and the SMS code with its send button (spec §4 send-code button, §5 "a passed captcha
 * before a send", §8 send failures), for calls beyond sign-in: the member centre's mobile change, data
 * export and account cancellation (issue #13). The page lends it to the member feature.
 */
export function VerificationCodeField({
  value,
  onChange,
  errorMessage,
  send,
  canSend,
  onToast,
}: VerificationCodeFieldProps) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha();
  const [captchaError, setCaptchaError] = useState<string>();
  const sendCode = useSendCode('login', captcha, (failure) => onToast(t(failure.key, { message: failure.message })));

  const handleSend = () => {
    if (canSend && !canSend()) return;
    if (!captcha.isPassed) {
      setCaptchaError(t('validation.captchaRequired'));
      return;
    }
    setCaptchaError(undefined);
    void sendCode.sendWith(send);
  };

  return (
    <>
      <CaptchaField flow={captcha} errorMessage={captchaError} />
      <SmsCodeField
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        sendState={sendCode.state}
        onSend={handleSend}
      />
    </>
  );
}
