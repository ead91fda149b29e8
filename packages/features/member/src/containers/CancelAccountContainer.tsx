import { failureMessage, useSession, useSessionStore } from '@mall/core';
import { Button, CancelAccountDialog, Heading, Stack, Text, type Toast } from '@mall/ui-kit';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { memberKeys } from '../api/keys';
import { useMemberApi } from '../hooks/useMemberApi';
import { isSmsCode, type CodeField } from './codeField';

export type CancelAccountContainerProps = {
  /** The captcha and SMS code field the page lends (the sign-in feature's). */
  CodeField: CodeField;
  /** Shows a short message (the app's toast). */
  onToast: Toast;
  /**
   * After the account is gone: the app goes home (resolving once it is there); the session then ends
   * here too, so the login guard of the page being left never sends the shopper to /login.
   */
  onCancelled: () => Promise<void> | void;
};

/**
 * Cancel my account (issue #13 item 2, PIPL; spec §7 cancelAccount): what is lost (points, gift-card
 * balance, level), refused while an order is unpaid or a refund open, an SMS check to the member's
 * own mobile; on success the session ends here too and the shopper leaves signed out.
 */
export function CancelAccountContainer({ CodeField, onToast, onCancelled }: CancelAccountContainerProps) {
  const { t, i18n } = useTranslation('member');
  const api = useMemberApi();
  const session = useSessionStore();
  const { user } = useSession();
  const headingId = useId();
  const [isOpen, setOpen] = useState(false);
  const check = useSWR(isOpen ? memberKeys.cancelCheck(user.uid) : null, () => api.cancelCheck(), {
    revalidateOnFocus: false,
  });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [isCancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();

  const labels = useMemo(
    () => ({
      title: t('account.cancel.title'),
      warning: t('account.cancel.warning'),
      lossesTitle: t('account.cancel.lossesTitle'),
      keptNote: t('account.cancel.keptNote'),
      sentTo: (mobile: string) => t('account.code.sentTo', { mobile }),
      confirm: t('account.cancel.confirm'),
      confirming: t('account.cancel.confirming'),
      keep: t('account.cancel.keep'),
      close: t('account.cancel.close'),
    }),
    [t],
  );

  const data = check.data;
  const number = new Intl.NumberFormat(i18n.language);
  const losses = data
    ? [
        t('account.cancel.lossPoints', { points: number.format(data.availablePoint) }),
        t('account.cancel.lossGiftCard', { amount: data.giftCardBalance }),
        t('account.cancel.lossLevel', { level: data.cardLevelName }),
      ]
    : [];
  const blockers = data ? data.blockers.map((blocker) => t(`account.cancel.blockers.${blocker}`)) : [];

  const confirm = async () => {
    if (!isSmsCode(code)) {
      setCodeError(t('account.code.required'));
      return;
    }
    setCodeError(undefined);
    setCancelling(true);
    setCancelError(undefined);
    try {
      await api.cancelAccount(code.trim());
      onToast(t('account.cancel.done'), 'positive');
      // The server ended every session of the account; this one ends here at once (a call made with it now
      // would be refused and send the shopper to /login). Signed out on purpose, the guard leads home too.
      session.logout();
      await onCancelled();
    } catch (error) {
      setCancelError(failureMessage(error) || t('account.cancel.failed'));
      void check.mutate();
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          {t('account.cancel.title')}
        </Heading>
        <Text tone="muted">{t('account.cancel.intro')}</Text>
        <div>
          <Button tone="secondary" onPress={() => setOpen(true)}>
            {t('account.cancel.open')}
          </Button>
        </div>
        {isOpen && check.error ? <p role="alert">{failureMessage(check.error) || t('account.cancel.failed')}</p> : null}
      </Stack>
      <CancelAccountDialog
        labels={labels}
        isOpen={isOpen && Boolean(data)}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setCode('');
            setCancelError(undefined);
          }
        }}
        losses={losses}
        blockers={blockers}
        mobile={data?.mobile ?? ''}
        codeField={
          <CodeField
            value={code}
            onChange={setCode}
            errorMessage={codeError}
            send={(pass) => api.sendVerificationCode('cancel', pass)}
            onToast={(message) => onToast(message, 'critical')}
          />
        }
        onConfirm={() => void confirm()}
        isPending={isCancelling}
        errorMessage={cancelError}
      />
    </section>
  );
}
