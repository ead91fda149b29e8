import { chinaDay, failureMessage, useApiClient, useRuntimeConfig, useSession } from '@mall/core';
import { GuaranteeList } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { createGuaranteeApi } from '../api/guaranteeApi';

/** Guarantees per page of the list. */
export const GUARANTEES_PER_PAGE = 10;

export type GuaranteeListContainerProps = {
  /** The page shown (1-based, from the address). */
  page: number;
  onPageChange: (page: number) => void;
  /** The address of a page of the list. */
  pageHref: (page: number) => string;
  /** The address of a certificate. */
  certificateHref: (certNo: string) => string;
};

/**
 * /electronicGuarantee (issue #14 电子保单): the member's guarantees, one per delivered piece,
 * newest sale first, a page at a time, each linking to its certificate.
 */
export function GuaranteeListContainer({ page, onPageChange, pageHref, certificateHref }: GuaranteeListContainerProps) {
  const { t } = useTranslation('guarantee');
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const { user } = useSession();
  const api = useMemo(() => createGuaranteeApi(client, productCode), [client, productCode]);
  const found = useSWR(['guarantee', 'list', user?.uid ?? 0, page], () => api.list(page, GUARANTEES_PER_PAGE));
  const data = found.data;
  return (
    <GuaranteeList
      labels={{
        title: t('list.title'),
        empty: t('list.empty'),
        emptyDescription: t('list.emptyDescription'),
        loading: t('list.loading'),
        retry: t('list.retry'),
        open: t('list.open'),
        pagination: {
          navigation: t('list.pagination.navigation'),
          previous: t('list.pagination.previous'),
          next: t('list.pagination.next'),
          page: (number) => t('list.pagination.page', { page: number }),
        },
      }}
      isLoading={!data && !found.error}
      errorMessage={found.error ? failureMessage(found.error) || t('list.failed') : undefined}
      onRetry={() => void found.mutate()}
      page={page}
      pageCount={data ? Math.ceil(data.total / GUARANTEES_PER_PAGE) : 0}
      onPageChange={onPageChange}
      pageHref={pageHref}
      items={(data?.list ?? []).map((item) => ({
        id: item.certNo,
        title: item.title,
        thumb: item.thumb,
        materialLabel: t(`material.${item.material}`),
        ...(item.voidedAt ? { voidedLabel: t('list.voided') } : {}),
        certLabel: t('list.certNo', { certNo: item.certNo }),
        meta: [
          t('list.meta', { orderNo: item.orderNo, date: chinaDay(item.soldAt) }),
          ...(item.pieceCount > 1 ? [t('list.piece', { number: item.pieceNo, count: item.pieceCount })] : []),
        ].join(' · '),
        href: certificateHref(item.certNo),
      }))}
    />
  );
}
