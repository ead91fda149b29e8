import { failureMessage, fileDownload, useSession } from '@mall/core';
import { DataExportPanel, Skeleton, type Toast } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { memberKeys } from '../api/keys';
import { bytesOfBase64 } from '../hooks/browser';
import { useMemberApi } from '../hooks/useMemberApi';
import { isSmsCode, type CodeField } from './codeField';

export type DataExportContainerProps = {
  /** The captcha and SMS code field the page lends (the sign-in feature's). */
  CodeField: CodeField;
  /** Shows a short message (the app's toast). */
  onToast: Toast;
};

/**
 * Export my data (issue #13 item 2, PIPL; spec §7 isCanExportUserinfo, sendVerificationCode,
 * exportUserInfo): a code to the member's own mobile, then the zip (data.json and a CSV per table)
 * saved straight from the answer; nothing is ever at a URL.
 */
export function DataExportContainer({ CodeField, onToast }: DataExportContainerProps) {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const { user } = useSession();
  const status = useSWR(memberKeys.exportStatus(user.uid), () => api.exportStatus(), { revalidateOnFocus: false });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [isExporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const [exported, setExported] = useState<string>();

  const labels = useMemo(
    () => ({
      title: t('account.export.title'),
      intro: t('account.export.intro'),
      sentTo: (mobile: string) => t('account.code.sentTo', { mobile }),
      submit: t('account.export.submit'),
      exporting: t('account.export.exporting'),
      unavailable: t('account.export.unavailable'),
    }),
    [t],
  );

  if (!status.data && !status.error) return <Skeleton lines={3} />;

  const submit = async () => {
    setExported(undefined);
    if (!isSmsCode(code)) {
      setCodeError(t('account.code.required'));
      return;
    }
    setCodeError(undefined);
    setExporting(true);
    setExportError(undefined);
    try {
      const bundle = await api.exportUserInfo(code.trim());
      fileDownload.save(bundle.fileName, bytesOfBase64(bundle.zipBase64), 'application/zip');
      setCode('');
      const message = t('account.export.done', { fileName: bundle.fileName, count: bundle.files.length - 1 });
      setExported(message);
      onToast(message, 'positive');
    } catch (error) {
      setExportError(failureMessage(error) || t('account.export.failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <DataExportPanel
      labels={labels}
      isAvailable={status.data?.isCan ?? false}
      mobile={status.data?.mobile ?? ''}
      codeField={
        <CodeField
          value={code}
          onChange={setCode}
          errorMessage={codeError}
          send={(pass) => api.sendVerificationCode('export', pass)}
          onToast={(message) => onToast(message, 'critical')}
        />
      }
      onSubmit={() => void submit()}
      isSubmitting={isExporting}
      formError={exportError}
      successMessage={exported}
    />
  );
}
