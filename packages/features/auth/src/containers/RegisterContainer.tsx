import { useSessionStore } from '@mall/core';
import { AuthForm, Button, DatePicker, Select, TextField, type PasswordPairValue, type Toast } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthApi } from '../hooks/useAuthApi';
import { memberTitles, registrationPayload } from '../logic/registration';
import { sessionUser } from '../logic/sessionUser';
import { isoToday, isValid, validateRegister, type RegisterField } from '../logic/validation';
import { NewPasswordPair, useAgreementGate } from './formParts';
import { usePhoneCodeForm, useSubmission } from './phoneCodeForm';

export type RegisterContainerProps = {
  /** After a successful registration (spec §2: → /registerSuccess). */
  onRegistered: () => void;
  /** The link to login: the login drawer or /login. */
  onLogin: () => void;
  /** Shows a toast (spec §8: SMS send failure, register failure). */
  onToast: Toast;
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
  const agreements = useAgreementGate();
  const { phone, smsCode, isCaptchaDone, errors, setErrors, fields } = usePhoneCodeForm<RegisterField>(
    'register',
    onToast,
  );
  const [familyName, setFamilyName] = useState('');
  const [memberTitle, setMemberTitle] = useState('');
  const [birthday, setBirthday] = useState<string | null>(null);
  const [passwords, setPasswords] = useState<PasswordPairValue>({ password: '', confirm: '' });
  const submission = useSubmission(onToast, 'register.failed');
  const today = isoToday();
  const titleOptions = useMemo(() => memberTitles.map(({ code, key }) => ({ id: code, label: t(key) })), [t]);

  function handleSubmit() {
    const values = {
      countryNum: phone.countryCode,
      mobile: phone.number,
      smsCode,
      isCaptchaPassed: isCaptchaDone,
      familyName,
      memberTitle,
      birthday,
      ...passwords,
    };
    const found = validateRegister(values, today);
    setErrors(found);
    if (!isValid(found) || !agreements.gate()) return;
    void submission.run(async () => {
      const answer = await api.register(registrationPayload(values));
      // The server signs a new member in at once.
      if (answer?.userInfo && answer.idToken) session.set(sessionUser(answer.userInfo, answer.idToken));
      onRegistered();
    });
  }

  return (
    <AuthForm
      submitLabel={t('register.submit')}
      onSubmit={handleSubmit}
      isSubmitting={submission.isSubmitting}
      footerNote={t('register.hasAccount')}
      footerAction={
        <Button tone="link" onPress={onLogin}>
          {t('register.toLogin')}
        </Button>
      }
    >
      {fields}
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
    </AuthForm>
  );
}
