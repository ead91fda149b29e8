import type { InvoiceState } from '@mall/contract';
import type { Invoice, InvoiceSummary } from '@mall/contract/invoice';
import { chinaDay, failureMessage, useFileDownload, useSession } from '@mall/core';
import {
  Button,
  formatFen,
  InvoiceCard,
  InvoiceList,
  LoadingNotice,
  RetryNotice,
  type InvoiceFilter,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useInvoiceApi } from './useInvoiceApi';

/** Invoices per page of the list. */
export const INVOICES_PER_PAGE = 10;
/** While an invoice is being issued the page asks again this often (the simulator takes a few seconds). */
const PENDING_REFRESH_MS = 1500;

type TFunction = ReturnType<typeof useTranslation<'invoice'>>['t'];

/** The facts of an invoice's card, worded. */
function factsOf(t: TFunction, invoice: InvoiceSummary, detail?: Invoice) {
  const dateTime = (iso: string) => `${chinaDay(iso)}`;
  return [
    { label: t('card.orderNo'), value: invoice.orderNo },
    ...(detail?.taxId ? [{ label: t('card.taxId'), value: detail.taxId }] : []),
    { label: t('card.requestedAt'), value: dateTime(invoice.requestedAt) },
    ...(invoice.invoiceNo ? [{ label: t('card.invoiceNo'), value: invoice.invoiceNo }] : []),
    ...(invoice.issuedAt ? [{ label: t('card.issuedAt'), value: dateTime(invoice.issuedAt) }] : []),
    ...(invoice.redInvoiceNo ? [{ label: t('card.redInvoiceNo'), value: invoice.redInvoiceNo }] : []),
    ...(invoice.reversedAt ? [{ label: t('card.reversedAt'), value: dateTime(invoice.reversedAt) }] : []),
    ...(detail ? [{ label: t('card.email'), value: detail.email }] : []),
  ];
}

/**
 * The invoice's PDF downloads through the api client (the calls carry the session): the blue invoice
 * once issued, and the red-letter one once a refund reversed it; each button waits on its own.
 */
function useDownloads(t: TFunction) {
  const api = useInvoiceApi();
  const { pending, failed, download } = useFileDownload();
  const action = (invoice: InvoiceSummary, letter: 'blue' | 'red') => {
    const key = `${invoice.orderNo}:${letter}`;
    const isRed = letter === 'red';
    return {
      label: t(isRed ? 'card.downloadRed' : 'card.download'),
      pendingLabel: t('card.downloading'),
      isPending: pending === key,
      onPress: () =>
        void download({
          key,
          fileName: isRed
            ? t('card.redFileName', { number: invoice.redInvoiceNo ?? invoice.orderNo })
            : t('card.fileName', { number: invoice.invoiceNo ?? invoice.orderNo }),
          type: 'application/pdf',
          fetchBytes: () => (isRed ? api.redPdf(invoice.orderNo) : api.pdf(invoice.orderNo)),
          failedText: t(isRed ? 'card.downloadRedFailed' : 'card.downloadFailed'),
        }),
    };
  };
  /** The card's download actions for the invoice's state (none while pending). */
  const actionsOf = (invoice: InvoiceSummary) => ({
    ...(invoice.state !== 'pending' ? { download: action(invoice, 'blue') } : {}),
    ...(invoice.state === 'reversed' ? { redDownload: action(invoice, 'red') } : {}),
  });
  return { failed, actionsOf };
}

export type InvoiceManageContainerProps = {
  /** The invoice opened (its order's number), or null for the list. */
  orderNo: string | null;
  onOpen: (orderNo: string) => void;
  onBack: () => void;
};

/**
 * /invoiceManage (issue #14 发票管理): the member's invoices filtered by state and request date, or
 * one invoice with its PDF and the e-mail re-send. A pending invoice is asked for again every few
 * seconds, so 待开票 turns to 已开票 on its own.
 */
export function InvoiceManageContainer({ orderNo, onOpen, onBack }: InvoiceManageContainerProps) {
  return orderNo ? <InvoiceDetail orderNo={orderNo} onBack={onBack} /> : <InvoiceListView onOpen={onOpen} />;
}

function InvoiceListView({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const { t } = useTranslation('invoice');
  const api = useInvoiceApi();
  const { user } = useSession();
  const [filter, setFilter] = useState<InvoiceFilter>({ state: '', from: null, to: null });
  const [page, setPage] = useState(1);
  const isBackwards = Boolean(filter.from && filter.to && filter.from > filter.to);
  const query = {
    ...(filter.state ? { state: filter.state as InvoiceState } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    pageIndex: page,
    pageSize: INVOICES_PER_PAGE,
  };
  const found = useSWR(isBackwards ? null : ['invoice', 'list', user?.uid ?? 0, query], () => api.list(query), {
    refreshInterval: (data) => (data?.list.some((invoice) => invoice.state === 'pending') ? PENDING_REFRESH_MS : 0),
  });
  const { failed, actionsOf } = useDownloads(t);
  const data = found.data;
  return (
    <>
      {failed ? <RetryNotice message={failed} /> : null}
      <InvoiceList
        labels={{
          title: t('list.title'),
          state: t('list.state'),
          from: t('list.from'),
          to: t('list.to'),
          calendar: t('list.calendar'),
          previousMonth: t('list.previousMonth'),
          nextMonth: t('list.nextMonth'),
          reset: t('list.reset'),
          empty: t('list.empty'),
          emptyDescription: t('list.emptyDescription'),
          loading: t('list.loading'),
          retry: t('list.retry'),
          pagination: {
            navigation: t('list.pagination.navigation'),
            previous: t('list.pagination.previous'),
            next: t('list.pagination.next'),
            page: (number) => t('list.pagination.page', { page: number }),
          },
        }}
        states={[
          { id: '', label: t('state.all') },
          { id: 'pending', label: t('state.pending') },
          { id: 'issued', label: t('state.issued') },
          { id: 'reversed', label: t('state.reversed') },
        ]}
        filter={filter}
        onFilterChange={(change) => {
          setFilter((current) => ({ ...current, ...change }));
          setPage(1);
        }}
        filterError={isBackwards ? t('list.dateOrder') : undefined}
        isLoading={!isBackwards && !data && !found.error}
        errorMessage={found.error ? failureMessage(found.error) || t('list.failed') : undefined}
        onRetry={() => void found.mutate()}
        count={data?.total ?? 0}
        page={page}
        pageCount={data ? Math.ceil(data.total / INVOICES_PER_PAGE) : 0}
        onPageChange={setPage}
      >
        {(data?.list ?? []).map((invoice) => (
          <InvoiceCard
            key={invoice.orderNo}
            title={invoice.title}
            state={invoice.state}
            stateLabel={t(`state.${invoice.state}`)}
            amount={t('card.amount', { amount: formatFen(invoice.amountFen) })}
            facts={factsOf(t, invoice)}
            open={{ label: t('list.open'), onPress: () => onOpen(invoice.orderNo) }}
            {...actionsOf(invoice)}
          />
        ))}
      </InvoiceList>
    </>
  );
}

function InvoiceDetail({ orderNo, onBack }: { orderNo: string; onBack: () => void }) {
  const { t } = useTranslation('invoice');
  const api = useInvoiceApi();
  const { user } = useSession();
  const found = useSWR(['invoice', 'detail', user?.uid ?? 0, orderNo], () => api.detail(orderNo), {
    refreshInterval: (data) => (data?.state === 'pending' ? PENDING_REFRESH_MS : 0),
  });
  const { failed, actionsOf } = useDownloads(t);
  const [email, setEmail] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const back = (
    <Button tone="secondary" onPress={onBack}>
      {t('card.back')}
    </Button>
  );
  if (found.error) {
    return (
      <>
        <RetryNotice message={failureMessage(found.error) || t('card.notFound')} />
        {back}
      </>
    );
  }
  const invoice = found.data;
  if (!invoice) return <LoadingNotice label={t('card.loading')} />;
  const to = email ?? invoice.email;
  const resend = async () => {
    setSending(true);
    setSendError(undefined);
    setSent(undefined);
    try {
      const answer = await api.resend(orderNo, to);
      setSent(t('card.resent', { email: answer.email }));
    } catch (error) {
      setSendError(failureMessage(error) || t('errors.email.email'));
    } finally {
      setSending(false);
    }
  };
  const isIssued = invoice.state !== 'pending';
  return (
    <>
      {failed ? <RetryNotice message={failed} /> : null}
      <InvoiceCard
        title={invoice.title}
        state={invoice.state}
        stateLabel={t(`state.${invoice.state}`)}
        amount={t('card.amount', { amount: formatFen(invoice.amountFen) })}
        facts={factsOf(t, invoice, invoice)}
        {...actionsOf(invoice)}
        {...(isIssued
          ? {
              resend: {
                label: t('card.resend'),
                emailLabel: t('card.resendEmail'),
                email: to,
                onEmailChange: setEmail,
                onSend: () => void resend(),
                isSending: sending,
                sendingLabel: t('card.resending'),
                ...(sendError ? { errorMessage: sendError } : {}),
                ...(sent ? { statusMessage: sent } : {}),
              },
            }
          : {})}
      />
      {back}
    </>
  );
}
