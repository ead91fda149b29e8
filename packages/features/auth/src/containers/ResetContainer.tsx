import { isApiError } from '@mall/core';
import { AuthResult, Button, type PasswordPairValue, type PhoneValue } from '@mall/ui-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthApi } from '../hooks/useAuthApi';
import { useCaptcha } from '../hooks/useCaptcha';
import { useSendCode } from '../hooks/useSendCode';
import { defaultCountryNum, isValidPhone } from '../logic/phone';
import { hashPassword } from '../logic/registration';
import { sendBlocker } from '../logic/sendCode';
import { checkPhone, isValid, validateReset, type FieldErrors, type ResetField } from '../logic/validation';
import { CaptchaField, MobileField, NewPasswordPair, SmsCodeField } from './formParts';
import * as styles from './forms.css';

export type ResetContainerProps = {
  /** `popup` in the reset drawer (success offers login), `page` at /reset (success offers shopping), spec §2. */
  variant: 'popup' | 'page';
  /** The success screen's login button (pop-up mode). */
  onLogin: () => void;
  /** The success screen's go-shopping button (page mode). */
  onGoShopping: () => void;
  /** Shows a toast (spec §8: reset failure shows the server's message). */
  onToast: (message: string) => void;
};

/**
 * Reset password (spec §2, §4: step 0 the form, step 1 重设成功 after code 200): phone, captcha
 * and SMS code (smsType 3), new password and confirm; the password travels MD5-hashed.
 */
export function ResetContainer({ variant, onLogin, onGoShopping, onToast }: ResetContainerProps) {
  const { t } = useTranslation('auth');
  const api = useAuthApi();
  const captcha = useCaptcha();
  const [step, setStep] = useState<0 | 1>(0);
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: defaultCountryNum, number: '' });
  const [smsCode, setSmsCode] = useState('');
  const [passwords, setPasswords] = useState<PasswordPairValue>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [hasSentCode, setSentCode] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const sendCode = useSendCode('reset', captcha, (failure) => onToast(t(failure.key, { message: failure.message })));

  function handleSend() {
    const blocker = sendBlocker(isValidPhone(phone.number, phone.countryCode), captcha.isPassed);
    if (blocker === 'phone') {
      setErrors((current) => ({ ...current, mobile: checkPhone(phone.number, phone.countryCode, 'reset') }));
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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateReset({
      countryNum: phone.countryCode,
      mobile: phone.number,
      smsCode,
      isCaptchaPassed: captcha.isPassed || hasSentCode,
      ...passwords,
    });
    setErrors(found);
    if (!isValid(found)) return;
    setSubmitting(true);
    try {
      await api.forgetPassword(
        phone.number.trim(),
        phone.countryCode,
        smsCode.trim(),
        hashPassword(passwords.password),
      );
      setStep(1);
    } catch (error) {
      onToast(isApiError(error) && error.msg ? error.msg : t('reset.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  if (step === 1) {
    return (
      <AuthResult
        title={t('reset.successTitle')}
        message={t('reset.successMessage')}
        level={2}
        action={
          variant === 'popup' ? (
            <Button tone="primary" isBlock onPress={onLogin}>
              {t('reset.login')}
            </Button>
          ) : (
            <Button tone="primary" isBlock onPress={onGoShopping}>
              {t('reset.goShopping')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <MobileField value={phone} onChange={setPhone} errorMessage={errors.mobile && t(errors.mobile)} />
      <CaptchaField flow={captcha} errorMessage={errors.captcha && t(errors.captcha)} />
      <SmsCodeField
        value={smsCode}
        onChange={setSmsCode}
        errorMessage={errors.smsCode && t(errors.smsCode)}
        sendState={sendCode.state}
        onSend={handleSend}
      />
      <NewPasswordPair passwordLabel="fields.newPassword" value={passwords} onChange={setPasswords} errors={errors} />
      <Button type="submit" tone="primary" size="large" isBlock isDisabled={isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
