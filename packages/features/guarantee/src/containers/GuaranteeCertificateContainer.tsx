import { chinaDay, failureMessage, isApiError, useApiClient, useFileDownload, useRuntimeConfig } from '@mall/core';
import { Button, EmptyState, GuaranteeCertificate, LoadingNotice, RetryNotice } from '@mall/ui-kit';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { createGuaranteeApi } from '../api/guaranteeApi';
import { factRows, materialText } from './pieceFacts';

const QrCode = lazy(() => import('./QrCode'));

export type GuaranteeCertificateContainerProps = {
  certNo: string;
  /** The public verification page's path for a number; the QR code holds it on the mall's origin. */
  verifyPath: (certNo: string) => string;
  /** The list's address (返回保单列表). */
  listHref: string;
  /** To the list, from a number that is not the member's. */
  onBack: () => void;
  /** Prints the page (the browser's print by default; the print style sheet keeps the certificate only). */
  onPrint?: () => void;
};

/**
 * /electronicGuarantee?certNo= (issue #14 电子保单): the member's certificate with every fact, the
 * after-sales promise and the QR code of the public verification, printable, and as the server's PDF
 * (下载 PDF, fetched with the session and saved). Another member's number reads as not found (the
 * server answers 404).
 */
export function GuaranteeCertificateContainer({
  certNo,
  verifyPath,
  listHref,
  onBack,
  onPrint = () => window.print(),
}: GuaranteeCertificateContainerProps) {
  const { t } = useTranslation('guarantee');
  const client = useApiClient();
  const { productCode, hosts } = useRuntimeConfig();
  const api = useMemo(() => createGuaranteeApi(client, productCode), [client, productCode]);
  const found = useSWR(['guarantee', 'detail', certNo], () => api.detail(certNo));
  const { pending, failed, download } = useFileDownload();
  const guarantee = found.data;
  if (isApiError(found.error) && found.error.status === 404) {
    return (
      <>
        <EmptyState
          title={t('certificate.notFound')}
          description={t('certificate.notFoundDescription')}
          action={
            <Button tone="secondary" onPress={onBack}>
              {t('certificate.back')}
            </Button>
          }
        />
      </>
    );
  }
  if (found.error) {
    return (
      <RetryNotice
        message={failureMessage(found.error) || t('certificate.failed')}
        retryLabel={t('list.retry')}
        onRetry={() => void found.mutate()}
      />
    );
  }
  if (!guarantee) return <LoadingNotice label={t('certificate.loading')} />;
  const path = verifyPath(guarantee.certNo);
  // The mall's public origin (MALL_ORIGIN) when configured, else where the page was loaded from.
  const verifyUrl = `${hosts.origin || window.location.origin}${path}`;
  const loadingQr = <span role="status">{t('certificate.qrLoading')}</span>;
  return (
    <GuaranteeCertificate
      labels={{
        title: t('certificate.title'),
        issuer: t('certificate.issuer'),
        certNo: t('certificate.certNo'),
        promise: t('certificate.promise'),
        qrCaption: t('certificate.qrCaption'),
        print: t('certificate.print'),
      }}
      certNo={guarantee.certNo}
      facts={[
        { label: t('facts.title'), value: guarantee.title },
        { label: t('facts.mouldNo'), value: guarantee.mouldNo },
        { label: t('facts.material'), value: materialText(t, guarantee.material, guarantee.purity) },
        ...factRows(t, guarantee.facts),
        { label: t('facts.inspectionBody'), value: guarantee.inspectionBody },
        { label: t('facts.soldAt'), value: chinaDay(guarantee.soldAt) },
        { label: t('facts.orderNo'), value: guarantee.orderNo },
      ]}
      promise={[
        t('certificate.cleaning'),
        ...(guarantee.promise.resizeFreeUntil
          ? [t('certificate.resize', { date: guarantee.promise.resizeFreeUntil })]
          : []),
      ]}
      qr={
        <Suspense fallback={loadingQr}>
          <QrCode value={verifyUrl} label={t('certificate.qrLabel', { certNo: guarantee.certNo })} />
        </Suspense>
      }
      verifyHref={path}
      onPrint={onPrint}
      download={{
        label: t('certificate.download'),
        pendingLabel: t('certificate.downloading'),
        isPending: pending === guarantee.certNo,
        onPress: () =>
          void download({
            key: guarantee.certNo,
            fileName: t('certificate.fileName', { certNo: guarantee.certNo }),
            type: 'application/pdf',
            fetchBytes: () => api.pdf(guarantee.certNo),
            failedText: t('certificate.downloadFailed'),
          }),
        ...(failed ? { errorMessage: failed } : {}),
      }}
      back={{ label: t('certificate.back'), href: listHref }}
      {...(guarantee.voidedAt
        ? {
            voided: {
              mark: t('list.voided'),
              note: t('certificate.voidedNote', { date: chinaDay(guarantee.voidedAt) }),
              promiseNote: t('certificate.voidedPromise'),
            },
          }
        : {})}
    />
  );
}
