import { invoiceRequestProblems, type InvoiceField } from '@mall/contract';
import { failureMessage, useSession } from '@mall/core';
import { Button, EmptyState, formatFen, InvoiceRequestForm, LoadingNotice, type InvoiceDraft } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { useInvoiceApi } from './useInvoiceApi';

export type InvoiceRequestContainerProps = {
  /** The paid order the invoice is for. */
  orderNo: string;
  /** After the request: open its invoice. */
  onDone: (orderNo: string) => void;
  /** Back to the member's invoices. */
  onCancel: () => void;
};

const emptyDraft: InvoiceDraft = {
  titleType: 'personal',
  title: '',
  taxId: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
  email: '',
};

/**
 * /invoiceManage?apply=… (issue #14 发票管理): the request for one paid order. The amount is the
 * server's (paid less refunds); an order that may not have one says why. The fields are checked with
 * the server's rules before sending; a refusal keeps everything typed.
 */
export function InvoiceRequestContainer({ orderNo, onDone, onCancel }: InvoiceRequestContainerProps) {
  const { t } = useTranslation('invoice');
  const api = useInvoiceApi();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const options = useSWR(['invoice', 'options', user?.uid ?? 0, orderNo], () => api.options(orderNo), {
    revalidateOnFocus: false,
  });
  const [draft, setDraft] = useState<InvoiceDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);

  if (options.error) {
    return (
      <EmptyState
        title={t('request.unavailable')}
        description={failureMessage(options.error) || t('request.failed')}
        action={
          <Button tone="secondary" onPress={onCancel}>
            {t('request.back')}
          </Button>
        }
      />
    );
  }
  if (!options.data) return <LoadingNotice label={t('request.loading')} />;

  const submit = async () => {
    const found = invoiceRequestProblems(draft);
    const worded = Object.fromEntries(
      Object.entries(found).map(([field, problem]) => [field, t(`errors.${field}.${problem}`)]),
    );
    setErrors(worded);
    setFailure(undefined);
    if (Object.keys(worded).length > 0) return;
    setSubmitting(true);
    try {
      await api.request({ orderNo, ...draft });
      await mutate((key) => Array.isArray(key) && key[0] === 'invoice');
      onDone(orderNo);
    } catch (error) {
      setFailure(failureMessage(error) || t('request.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <InvoiceRequestForm
      labels={{
        title: t('request.title'),
        summary: t('request.summary', { orderNo, amount: formatFen(options.data.amountFen) }),
        titleType: t('request.titleType'),
        personal: t('request.personal'),
        company: t('request.company'),
        personalTitle: t('request.personalTitle'),
        companyTitle: t('request.companyTitle'),
        taxId: t('request.taxId'),
        taxIdHint: t('request.taxIdHint'),
        bankName: t('request.bankName'),
        bankAccount: t('request.bankAccount'),
        address: t('request.address'),
        phone: t('request.phone'),
        email: t('request.email'),
        emailHint: t('request.emailHint'),
        submit: t('request.submit'),
        submitting: t('request.submitting'),
        cancel: t('request.cancel'),
      }}
      value={draft}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      errors={errors}
      isSubmitting={isSubmitting}
      errorMessage={failure}
    />
  );
}
