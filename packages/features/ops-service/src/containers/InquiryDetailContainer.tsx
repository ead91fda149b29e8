import { OPS_NOTE_MAX, opsInquiryStatuses, type OpsInquiryDetail, type OpsInquiryStatus } from '@mall/contract/ops';
import { chinaDateTime, failureMessage } from '@mall/core';
import {
  ActionLink,
  Button,
  createToastQueue,
  DescriptionList,
  Heading,
  LoadingNotice,
  RetryNotice,
  Select,
  showToast,
  Stack,
  StatusTag,
  TextArea,
  Timeline,
  ToastRegion,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { inquiryStatusTone } from './InquiryListContainer';
import { useOpsServiceApi } from './useOpsServiceApi';

export type InquiryDetailContainerProps = {
  inquiryNo: string;
};

/**
 * /ops/inquiries/:inquiryNo (issue #29 "Shopper service"): an enterprise inquiry whole, and its
 * follow-up — the staff member it is assigned to, its status, internal notes (each change audited).
 */
export function InquiryDetailContainer({ inquiryNo }: InquiryDetailContainerProps) {
  const { t } = useTranslation('opsService');
  const api = useOpsServiceApi();
  const found = useSWR(['ops', 'inquiry', inquiryNo], () => api.inquiry(inquiryNo));
  const [toasts] = useState(() => createToastQueue());
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [isSaving, setSaving] = useState(false);

  if (found.error)
    return (
      <RetryNotice
        message={failureMessage(found.error) || t('inquiry.failed')}
        retryLabel={t('inquiry.retry')}
        onRetry={() => void found.mutate()}
      />
    );
  const inquiry: OpsInquiryDetail | undefined = found.data;
  if (!inquiry) return <LoadingNotice label={t('inquiry.loading')} lines={6} />;

  /** Saves one change, then shows the inquiry as the server has it. */
  const save = (change: Promise<unknown>, onFailure?: (message: string) => void) => {
    setSaving(true);
    change.then(
      () => {
        setSaving(false);
        void found.mutate();
        showToast(toasts, { message: t('inquiry.saved'), tone: 'positive' });
      },
      (error: unknown) => {
        setSaving(false);
        const message = failureMessage(error) || t('inquiry.saveFailed');
        if (onFailure) onFailure(message);
        else showToast(toasts, { message, tone: 'critical' });
      },
    );
  };
  const addNote = () => {
    const text = note.trim();
    if (!text) return setNoteError(t('inquiry.noteEmpty'));
    setNoteError(undefined);
    save(
      api.addNote(inquiryNo, text).then(() => setNote('')),
      setNoteError,
    );
  };

  return (
    <Stack space="large">
      <DescriptionList
        title={t('inquiry.basics')}
        columns={3}
        items={[
          { label: t('inquiry.company'), value: inquiry.company },
          { label: t('inquiry.contactName'), value: inquiry.contactName },
          { label: t('inquiry.mobile'), value: inquiry.mobile },
          { label: t('inquiry.email'), value: inquiry.email },
          { label: t('inquiry.quantity'), value: String(inquiry.quantity) },
          { label: t('inquiry.budget'), value: t(`budgets.${inquiry.budget}`) },
          { label: t('inquiry.purpose'), value: t(`purposes.${inquiry.purpose}`) },
          { label: t('inquiry.expectedDate'), value: inquiry.expectedDate },
          { label: t('inquiry.createdAt'), value: chinaDateTime(inquiry.createdAt) },
          { label: t('inquiry.description'), value: inquiry.description },
          {
            label: t('inquiry.status'),
            value: <StatusTag tone={inquiryStatusTone[inquiry.status]}>{t(`statuses.${inquiry.status}`)}</StatusTag>,
          },
          ...(inquiry.logo
            ? [
                {
                  label: t('inquiry.logo'),
                  value: <ActionLink href={inquiry.logo.url}>{t('inquiry.logo')}</ActionLink>,
                },
              ]
            : []),
        ]}
      />
      <Stack space="small">
        <Heading level={2}>{t('inquiry.followUp')}</Heading>
        <Select
          label={t('inquiry.status')}
          options={opsInquiryStatuses.map((id) => ({ id, label: t(`statuses.${id}`) }))}
          selectedKey={inquiry.status}
          isDisabled={isSaving}
          onSelectionChange={(id) => {
            if (id && id !== inquiry.status) save(api.setStatus(inquiryNo, id as OpsInquiryStatus));
          }}
        />
        <Select
          label={t('inquiry.assignee')}
          placeholder={t('inquiry.choose')}
          options={inquiry.assignable.map((person) => ({
            id: person.staffCode,
            label: `${person.staffCode} ${person.nickname}`,
          }))}
          selectedKey={inquiry.assignee?.staffCode ?? null}
          isDisabled={isSaving}
          onSelectionChange={(id) => {
            if (id && id !== inquiry.assignee?.staffCode) save(api.assign(inquiryNo, id));
          }}
        />
      </Stack>
      <Stack space="small">
        <Heading level={2}>{t('inquiry.notes')}</Heading>
        <Timeline
          aria-label={t('inquiry.notes')}
          emptyText={t('inquiry.noNotes')}
          events={inquiry.notes.map((entry) => ({
            id: String(entry.id),
            time: chinaDateTime(entry.at),
            title: entry.text,
            actor: `${entry.staffCode} ${entry.staffName}`,
            tone: 'neutral',
          }))}
        />
        <TextArea
          label={t('inquiry.noteLabel')}
          description={t('inquiry.noteHint', { max: OPS_NOTE_MAX })}
          value={note}
          onChange={setNote}
          errorMessage={noteError}
          rows={3}
        />
        <Stack align="flex-start">
          <Button onPress={addNote} loading={isSaving} loadingLabel={t('inquiry.saving')} tone="secondary">
            {t('inquiry.addNote')}
          </Button>
        </Stack>
      </Stack>
      <ToastRegion queue={toasts} aria-label={t('inquiry.notifications')} closeLabel={t('inquiry.close')} />
    </Stack>
  );
}
