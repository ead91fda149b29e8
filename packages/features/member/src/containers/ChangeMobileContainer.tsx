import { useSession } from '@mall/core';
import { ChangeMobileForm, Skeleton, type Toast } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { memberKeys } from '../api/keys';
import { useAccountSave } from '../hooks/useAccountSave';
import { useMemberApi } from '../hooks/useMemberApi';
import { useRefreshMemberInfo } from '../hooks/useMemberInfo';
import { checkNewMobile } from '../logic/mobile';
import { isSmsCode, type CodeField } from './codeField';

export type ChangeMobileContainerProps = {
  /** The captcha and SMS code field the page lends (the sign-in feature's). */
  CodeField: CodeField;
  /** Shows a short message (the app's toast). */
  onToast: Toast;
};

/**
 * Change the mobile number (issue #13 item 2): the new number (spec §5 phone rule), a captcha and a
 * code sent to the NEW number (the OTP limits hold); the server refuses a number another account
 * holds, before sending and at the change. The member then signs in with the new number.
 */
export function ChangeMobileContainer({ CodeField, onToast }: ChangeMobileContainerProps) {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const { user } = useSession();
  const refresh = useRefreshMemberInfo();
  // The masked number now: isCanExportUserinfo names it (the export sends its code there too).
  const current = useSWR(memberKeys.exportStatus(user.uid), () => api.exportStatus(), { revalidateOnFocus: false });
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const { save, state } = useAccountSave(t('account.mobile.failed'));

  const labels = useMemo(
    () => ({
      title: t('account.mobile.title'),
      intro: t('account.mobile.intro'),
      current: (number: string) => t('account.mobile.current', { mobile: number }),
      mobile: t('account.mobile.label'),
      mobilePlaceholder: t('account.mobile.placeholder'),
      submit: t('account.mobile.submit'),
      saving: t('account.mobile.saving'),
    }),
    [t],
  );

  if (!current.data && !current.error) return <Skeleton lines={3} />;

  /** spec §5: a valid number first; its message shows and the send stops otherwise. */
  const checkMobile = () => {
    const problem = checkNewMobile(mobile);
    setMobileError(problem && t(problem));
    return problem === undefined;
  };

  const submit = () =>
    save(
      () => {
        const isMobileValid = checkMobile();
        const hasCode = isSmsCode(code);
        setCodeError(hasCode ? undefined : t('account.code.required'));
        return isMobileValid && hasCode;
      },
      () => api.mobileChange(mobile.trim(), code.trim()),
      (answer) => {
        setMobile('');
        setCode('');
        const message = t('account.mobile.changed', { mobile: answer.mobile });
        onToast(message, 'positive');
        return message;
      },
      () => Promise.all([current.mutate(), refresh()]),
    );

  return (
    <ChangeMobileForm
      labels={labels}
      currentMobile={current.data?.mobile ?? ''}
      mobile={mobile}
      onMobileChange={setMobile}
      mobileError={mobileError}
      codeField={
        <CodeField
          value={code}
          onChange={setCode}
          errorMessage={codeError}
          canSend={checkMobile}
          send={(pass) => api.mobileSendCode(mobile.trim(), pass)}
          onToast={(message) => onToast(message, 'critical')}
        />
      }
      onSubmit={() => void submit()}
      {...state}
    />
  );
}
