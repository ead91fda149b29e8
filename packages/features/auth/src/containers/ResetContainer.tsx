import { AuthForm, AuthResult, Button, type PasswordPairValue, type Toast } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthApi } from '../hooks/useAuthApi';
import { hashPassword } from '../logic/registration';
import { isValid, validateReset, type ResetField } from '../logic/validation';
import { NewPasswordPair } from './formParts';
import { usePhoneCodeForm, useSubmission } from './phoneCodeForm';

export type ResetContainerProps = {
  /** `popup` in the reset drawer (success offers login), `page` at /reset (success offers shopping), spec §2. */
  variant: 'popup' | 'page';
  /** The success screen's login button (pop-up mode). */
  onLogin: () => void;
  /** The success screen's go-shopping button (page mode). */
  onGoShopping: () => void;
  /** Shows a toast (spec §8: reset failure shows the server's message). */
  onToast: Toast;
};

/**
 * Reset password (spec §2, §4: step 0 the form, step 1 重设成功 after code 200): phone, captcha
 * and SMS code (smsType 3), new password and confirm; the password travels MD5-hashed.
 */
export function ResetContainer({ variant, onLogin, onGoShopping, onToast }: ResetContainerProps) {
  const { t } = useTranslation('auth');
  const api = useAuthApi();
  const [step, setStep] = useState<0 | 1>(0);
  const { phone, smsCode, isCaptchaDone, errors, setErrors, fields } = usePhoneCodeForm<ResetField>('reset', onToast);
  const [passwords, setPasswords] = useState<PasswordPairValue>({ password: '', confirm: '' });
  const submission = useSubmission(onToast, 'reset.failed');

  function handleSubmit() {
    const found = validateReset({
      countryNum: phone.countryCode,
      mobile: phone.number,
      smsCode,
      isCaptchaPassed: isCaptchaDone,
      ...passwords,
    });
    setErrors(found);
    if (!isValid(found)) return;
    void submission.run(async () => {
      await api.forgetPassword(
        phone.number.trim(),
        phone.countryCode,
        smsCode.trim(),
        hashPassword(passwords.password),
      );
      setStep(1);
    });
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
    <AuthForm submitLabel={t('reset.submit')} onSubmit={handleSubmit} isSubmitting={submission.isSubmitting}>
      {fields}
      <NewPasswordPair passwordLabel="fields.newPassword" value={passwords} onChange={setPasswords} errors={errors} />
    </AuthForm>
  );
}
