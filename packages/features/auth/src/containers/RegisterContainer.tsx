import { isApiError, useSessionStore } from '@mall/core';
import { Button, DatePicker, Select, TextField, type PasswordPairValue, type PhoneValue } from '@mall/ui-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthApi } from '../hooks/useAuthApi';
import { useCaptcha } from '../hooks/useCaptcha';
import { useSendCode } from '../hooks/useSendCode';
import { defaultCountryNum, isValidPhone } from '../logic/phone';
import { memberTitles, registrationPayload } from '../logic/registration';
import { sessionUser } from '../logic/sessionUser';
import { sendBlocker } from '../logic/sendCode';
import {
  checkPhone,
  isoToday,
  isValid,
  validateRegister,
  type FieldErrors,
  type RegisterField,
} from '../logic/validation';
import { CaptchaField, MobileField, NewPasswordPair, SmsCodeField, useAgreementGate } from './formParts';
import * as styles from './forms.css';

export type RegisterContainerProps = {
  /** After a successful registration (spec §2: → /registerSuccess). */
  onRegistered: () => void;
  /** The link to login: the login drawer or /login. */
  onLogin: () => void;
  /** Shows a toast (spec §8: SMS send failure, register failure). */
  onToast: (message: string) => void;
};

/**
 * The registration form (spec §2 "Registration form", §3 payload, §5 rules): phone with its
 * calling code, captcha and SMS code (smsType 2), family name, title, birthday, password, confirm,
 * the two agreements, 立即注册. Every value survives a failed call; success signs the member in.
 */
export function RegisterContainer({ onRegistered, onLogin, onToast }: RegisterContainerProps) {
  const { t } = useTranslation('auth');
  const api = useAuthApi();
  const session = useSessionStore();
  const captcha = useCaptcha();
  const agreements = useAgreementGate();
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: defaultCountryNum, number: '' });
  const [smsCode, setSmsCode] = useState('');
  const [familyName, setFamilyName] = useState('');
  const [memberTitle, setMemberTitle] = useState('');
  const [birthday, setBirthday] = useState<string | null>(null);
  const [passwords, setPasswords] = useState<PasswordPairValue>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The captcha counts as done for the form once a code was sent with it (spec §5: it is spent by the send).
  const [hasSentCode, setSentCode] = useState(false);
  const sendCode = useSendCode('register', captcha, (failure) => onToast(t(failure.key, { message: failure.message })));
  const today = isoToday();
  const titleOptions = useMemo(() => memberTitles.map(({ code, key }) => ({ id: code, label: t(key) })), [t]);

  function handleSend() {
    const blocker = sendBlocker(isValidPhone(phone.number, phone.countryCode), captcha.isPassed);
    if (blocker === 'phone') {
      setErrors((current) => ({ ...current, mobile: checkPhone(phone.number, phone.countryCode, 'register') }));
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
    const values = {
      countryNum: phone.countryCode,
      mobile: phone.number,
      smsCode,
      isCaptchaPassed: captcha.isPassed || hasSentCode,
      familyName,
      memberTitle,
      birthday,
      ...passwords,
    };
    const found = validateRegister(values, today);
    setErrors(found);
    if (!isValid(found) || !agreements.gate()) return;
    setSubmitting(true);
    try {
      const answer = await api.register(registrationPayload(values));
      // The server signs a new member in at once.
      if (answer?.userInfo && answer.idToken) session.set(sessionUser(answer.userInfo, answer.idToken));
      onRegistered();
    } catch (error) {
      // spec §8: register failure shows the server's message.
      onToast(isApiError(error) && error.msg ? error.msg : t('register.failed'));
    } finally {
      setSubmitting(false);
    }
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
      <TextField
        label={t('fields.familyName')}
        value={familyName}
        onChange={setFamilyName}
        placeholder={t('fields.familyNamePlaceholder')}
        autoComplete="family-name"
        maxLength={20}
        errorMessage={errors.familyName && t(errors.familyName)}
        isRequired
      />
      <Select
        label={t('fields.title')}
        placeholder={t('fields.titlePlaceholder')}
        options={titleOptions}
        selectedKey={memberTitle || null}
        onSelectionChange={(id) => setMemberTitle(id ?? '')}
        errorMessage={errors.memberTitle && t(errors.memberTitle)}
        autoComplete="honorific-prefix"
        isRequired
      />
      <DatePicker
        label={t('fields.birthday')}
        value={birthday}
        onChange={setBirthday}
        maxDate={today}
        calendarButtonLabel={t('fields.calendar')}
        previousMonthLabel={t('fields.previousMonth')}
        nextMonthLabel={t('fields.nextMonth')}
        errorMessage={errors.birthday && t(errors.birthday)}
      />
      <NewPasswordPair passwordLabel="fields.password" value={passwords} onChange={setPasswords} errors={errors} />
      {agreements.element}
      <Button type="submit" tone="primary" size="large" isBlock isDisabled={isSubmitting}>
        {t('register.submit')}
      </Button>
      <div className={styles.links}>
        <span>{t('register.hasAccount')}</span>
        <Button tone="link" onPress={onLogin}>
          {t('register.toLogin')}
        </Button>
      </div>
    </form>
  );
}
