import { isApiError } from '@mall/core';
import type { PhoneValue, Toast } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../hooks/useCaptcha';
import { useSendCode } from '../hooks/useSendCode';
import { defaultCountryNum, isValidPhone } from '../logic/phone';
import { sendBlocker, type SmsPurpose } from '../logic/sendCode';
import { checkPhone, type FieldErrors } from '../logic/validation';
import { CaptchaField, MobileField, SmsCodeField } from './formParts';

/** The fields every phone-code form has: the phone, the captcha and the SMS code. */
type PhoneCodeField = 'mobile' | 'captcha' | 'smsCode';

/**
 * The form flow the sign-in (phone-code tab), registration and reset share (spec §2, §4, §5): the
 * phone with its calling code, the slider captcha, the SMS code and its send button (a valid phone,
 * then a passed captcha, before a send), and the form's field errors. `fields` is the three inputs
 * in order; the caller adds its own fields and checks, and sets `errors` on submit.
 */
export function usePhoneCodeForm<F extends string>(purpose: SmsPurpose, onToast: Toast) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha();
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: defaultCountryNum, number: '' });
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<F | PhoneCodeField>>({});
  // The captcha counts as done for the form once a code was sent with it (spec §5: it is spent by the send).
  const [hasSentCode, setSentCode] = useState(false);
  const sendCode = useSendCode(purpose, captcha, (failure) =>
    onToast(t(failure.key, { message: failure.message }), 'critical'),
  );

  function handleSend() {
    // spec §5: a valid phone, then a passed captcha.
    const blocker = sendBlocker(isValidPhone(phone.number, phone.countryCode), captcha.isPassed);
    if (blocker === 'phone') {
      setErrors((current) => ({ ...current, mobile: checkPhone(phone.number, phone.countryCode, purpose) }));
      return;
    }
    if (blocker === 'captcha') {
      setErrors((current) => ({ ...current, mobile: undefined, captcha: 'validation.captchaRequired' }));
      return;
    }
    setErrors((current) => ({ ...current, mobile: undefined, captcha: undefined }));
    setSentCode(true);
    void sendCode.send(phone.number, phone.countryCode);
  }

  const fields = (
    <>
      <MobileField value={phone} onChange={setPhone} errorMessage={errors.mobile && t(errors.mobile)} />
      <CaptchaField flow={captcha} errorMessage={errors.captcha && t(errors.captcha)} />
      <SmsCodeField
        value={smsCode}
        onChange={setSmsCode}
        errorMessage={errors.smsCode && t(errors.smsCode)}
        sendState={sendCode.state}
        onSend={handleSend}
      />
    </>
  );

  return {
    /** The phone and its calling code as typed. */
    phone,
    /** The SMS code as typed. */
    smsCode,
    /** Passed now, or spent on a code already sent. */
    isCaptchaDone: captcha.isPassed || hasSentCode,
    errors,
    setErrors,
    fields,
  };
}

/**
 * A form's call to the server (registration, reset): the button is disabled while it runs, and a
 * failure toasts the server's message or `failedKey` (spec §8); the entries stay as typed.
 */
export function useSubmission(onToast: Toast, failedKey: 'register.failed' | 'reset.failed') {
  const { t } = useTranslation('auth');
  const [isSubmitting, setSubmitting] = useState(false);
  async function run(call: () => Promise<void>) {
    setSubmitting(true);
    try {
      await call();
    } catch (error) {
      onToast(isApiError(error) && error.msg ? error.msg : t(failedKey), 'critical');
    } finally {
      setSubmitting(false);
    }
  }
  return { isSubmitting, run };
}
