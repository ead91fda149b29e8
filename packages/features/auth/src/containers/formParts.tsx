import { sharedKeys } from '@mall/core';
import {
  AgreementChecks,
  AlertDialog,
  ClauseImageDialog,
  PasswordPair,
  PhoneField,
  SliderCaptcha,
  SmsCodeInput,
  Text,
  type PasswordPairValue,
  type PhoneValue,
  type SliderCaptchaLabels,
} from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useAuthApi } from '../hooks/useAuthApi';
import type { CaptchaFlow } from '../hooks/useCaptcha';
import { agreementIds, areAgreementsAccepted, type AgreementId } from '../logic/agreements';
import { countries } from '../logic/phone';
import type { SendCodeState } from '../logic/sendCode';

/** The slider captcha's texts in the current language. */
export function useCaptchaLabels(): SliderCaptchaLabels {
  const { t } = useTranslation('auth');
  return useMemo(
    () => ({
      start: t('captcha.start'),
      loading: t('captcha.loading'),
      instruction: t('captcha.instruction'),
      slider: t('captcha.slider'),
      target: t('captcha.target'),
      verifying: t('captcha.verifying'),
      passed: t('captcha.passed'),
      failed: t('captcha.failed'),
      retry: t('captcha.retry'),
      loadError: (code) => t('captcha.loadError', { code }),
      valueText: (position, target) => t('captcha.valueText', { position, target }),
    }),
    [t],
  );
}

/** The slider captcha of a form, driven by a {@link CaptchaFlow}. */
export function CaptchaField({ flow, errorMessage }: { flow: CaptchaFlow; errorMessage?: string }) {
  const labels = useCaptchaLabels();
  const { t } = useTranslation('auth');
  return (
    <div role="group" aria-label={t('fields.captcha')}>
      <SliderCaptcha
        status={flow.status}
        challenge={flow.challenge}
        errorCode={flow.errorCode}
        errorMessage={errorMessage}
        labels={labels}
        onStart={flow.start}
        onVerify={flow.verify}
      />
    </div>
  );
}

/** The phone with its calling code (spec §3 country list). */
export function MobileField({
  value,
  onChange,
  errorMessage,
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  errorMessage?: string;
}) {
  const { t } = useTranslation('auth');
  const options = useMemo(
    () => countries.map((country) => ({ code: country.countryNum, label: t(`countries.${country.countryCode}`) })),
    [t],
  );
  return (
    <PhoneField
      label={t('fields.mobile')}
      countryLabel={t('fields.countryLabel')}
      countries={options}
      value={value}
      onChange={onChange}
      placeholder={t('fields.mobilePlaceholder')}
      maxLength={11}
      errorMessage={errorMessage}
      isRequired
    />
  );
}

/** The SMS code input with its send button (spec §2, §4). */
export function SmsCodeField({
  value,
  onChange,
  errorMessage,
  sendState,
  onSend,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  sendState: SendCodeState;
  onSend: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <SmsCodeInput
      label={t('fields.smsCode')}
      placeholder={t('fields.smsCodePlaceholder')}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      sendButton={{
        status: sendState.status,
        secondsLeft: sendState.status === 'countdown' ? sendState.secondsLeft : 0,
        idleLabel: t('sms.send'),
        sendingLabel: t('sms.sending'),
        resendLabel: t('sms.resend'),
        countdownLabel: (seconds) => t('sms.countdown', { seconds }),
        onSend,
      }}
    />
  );
}

/** Plain text paragraphs of server HTML: nothing from the clause is ever run as markup. */
function paragraphsOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h1, h2, h3, h4')].map((node) => node.textContent?.trim() ?? '');
  const texts = blocks.filter((text) => text !== '');
  return texts.length > 0 ? texts : [doc.body.textContent?.trim() ?? ''];
}

function ClauseDialog({ clauseKey, onClose }: { clauseKey: AgreementId | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const api = useAuthApi();
  const { data, error } = useSWR(clauseKey ? sharedKeys.clause(clauseKey) : null, () =>
    api.clauseText(clauseKey ?? ''),
  );
  const title = data?.clauseTitle ?? (clauseKey ? t(`agreements.${clauseKey}`) : '');
  return (
    <ClauseImageDialog
      isOpen={clauseKey !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      imageAlt={t('agreements.clauseAlt', { title })}
      loadingLabel={t('agreements.clauseLoading')}
      closeLabel={t('agreements.clauseClose')}
      confirmLabel={t('agreements.clauseConfirm')}
      paragraphs={data && !error ? paragraphsOf(data.bodyHtml) : undefined}
    >
      {error ? <Text tone="critical">{t('agreements.clauseFailed')}</Text> : undefined}
    </ClauseImageDialog>
  );
}

/**
 * The two agreement boxes with their clause pop-up and the 温馨提示 dialog (spec §5). `gate()`
 * returns whether both are ticked and shows the dialog when not.
 */
export function useAgreementGate() {
  const { t } = useTranslation('auth');
  const [checked, setChecked] = useState<string[]>([]);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [openClause, setOpenClause] = useState<AgreementId | null>(null);
  const items = useMemo(
    () => agreementIds.map((id) => ({ id, lead: t('agreements.lead'), linkLabel: t(`agreements.${id}`) })),
    [t],
  );

  const element = (
    <>
      <AgreementChecks
        items={items}
        checked={checked}
        onChange={setChecked}
        onOpenClause={(id) => setOpenClause(id as AgreementId)}
        isInvalid={isDialogOpen}
      />
      <ClauseDialog clauseKey={openClause} onClose={() => setOpenClause(null)} />
      <AlertDialog
        isOpen={isDialogOpen}
        title={t('agreements.dialogTitle')}
        message={t('agreements.dialogMessage')}
        confirmLabel={t('agreements.confirm')}
        onConfirm={() => setDialogOpen(false)}
      />
    </>
  );

  return {
    element,
    gate: () => {
      const accepted = areAgreementsAccepted(checked);
      if (!accepted) setDialogOpen(true);
      return accepted;
    },
  };
}

/**
 * The new password and its confirmation of the register and reset forms (spec §5 rules: 8–16
 * characters, digits and letters, typed twice alike), labelled in the current language.
 */
export function NewPasswordPair({
  passwordLabel,
  value,
  onChange,
  errors,
}: {
  /** The first field's label key: `fields.password` (register) or `fields.newPassword` (reset). */
  passwordLabel: 'fields.password' | 'fields.newPassword';
  value: PasswordPairValue;
  onChange: (value: PasswordPairValue) => void;
  /** Translation keys of the failed checks. */
  errors: { password?: string; confirm?: string };
}) {
  const { t } = useTranslation('auth');
  const labels = useMemo(
    () => ({
      password: t(passwordLabel),
      confirm: t('fields.confirm'),
      passwordPlaceholder: t('fields.passwordPlaceholder'),
      confirmPlaceholder: t('fields.confirmPlaceholder'),
      show: t('fields.showPassword'),
      hide: t('fields.hidePassword'),
    }),
    [t, passwordLabel],
  );
  return (
    <PasswordPair
      labels={labels}
      value={value}
      onChange={onChange}
      maxLength={16}
      errors={{ password: errors.password && t(errors.password), confirm: errors.confirm && t(errors.confirm) }}
    />
  );
}
