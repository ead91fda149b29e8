import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { FactList, type Fact } from '../../../primitives/data/FactList/FactList';
import { RetryNotice } from '../../../primitives/feedback/RetryNotice/RetryNotice';
import { Box } from '../../../primitives/layout/Box/Box';
import * as styles from '../guarantee.css';

export type GuaranteeCertificateLabels = {
  /** The sheet's heading (电子保单). */
  title: string;
  /** The issuer line under it (金缘珠宝 · 正品保证). */
  issuer: string;
  /** 证书编号 */
  certNo: string;
  /** The after-sales promise's heading (售后承诺). */
  promise: string;
  /** Under the QR code (扫码验证真伪). */
  qrCaption: string;
  /** The print button (打印保单). */
  print: string;
};

export type GuaranteeCertificateProps = {
  labels: GuaranteeCertificateLabels;
  certNo: string;
  facts: readonly Fact[];
  /** The promise's lines, worded. */
  promise: readonly string[];
  /** The QR code pointing at the public verification (an SVG, drawn by the caller); a placeholder while it loads. */
  qr: ReactNode;
  /** The verification page the QR code holds: the code is a link to it on screen too. */
  verifyHref: string;
  onPrint: () => void;
  /**
   * Download the certificate as a PDF (下载 PDF): the button, its label while the file is drawn, and
   * the failure's message beside it (the button stays to try again).
   */
  download?: { label: string; pendingLabel: string; isPending?: boolean; onPress: () => void; errorMessage?: string };
  /** The way back (返回保单列表), shown on screen only, next to the print button. */
  back?: { label: string; href: string };
  /**
   * A certificate a refund made void (issue #31 item 1): the mark (已作废) stamped across the sheet, the note
   * with its date under the number, and the promise's replacement line. All three print; the sheet is
   * never drawn as a valid one.
   */
  voided?: { mark: string; note: string; promiseNote: string };
};

/**
 * An electronic guarantee (issue #14 电子保单) as a certificate: its number, the piece's facts, the
 * after-sales promise and the QR code of the public verification. Printing leaves only the sheet
 * (the print style sheet hides the page around it and the buttons); the PDF download is the same
 * certificate drawn by the server. A void certificate says so on the sheet, in print and in the PDF.
 */
export function GuaranteeCertificate({
  labels,
  certNo,
  facts,
  promise,
  qr,
  verifyHref,
  onPrint,
  download,
  back,
  voided,
}: GuaranteeCertificateProps) {
  const titleId = useId();
  const noteId = useId();
  return (
    <Box display="flex" flexDirection="column" gap="large" minWidth={0}>
      <article
        className={voided ? `${styles.certificate} ${styles.certificateVoid}` : styles.certificate}
        aria-labelledby={titleId}
        aria-describedby={voided ? noteId : undefined}
      >
        {voided ? (
          <p className={styles.voidStamp} aria-hidden="true">
            {voided.mark}
          </p>
        ) : null}
        <Box
          as="header"
          display="flex"
          justifyContent="space-between"
          alignItems="flex-start"
          gap="gutter"
          flexWrap="wrap"
        >
          <div>
            <h2 id={titleId} className={styles.title}>
              {labels.title}
            </h2>
            <p className={styles.meta}>{labels.issuer}</p>
            <p>
              {labels.certNo} <strong>{certNo}</strong>
            </p>
            {voided ? (
              <p id={noteId} className={styles.voidNote}>
                <strong>{voided.mark}</strong> {voided.note}
              </p>
            ) : null}
          </div>
          <figure className={styles.qr}>
            <Link className={styles.qrLink} href={verifyHref}>
              {qr}
            </Link>
            <figcaption>{labels.qrCaption}</figcaption>
          </figure>
        </Box>
        <FactList facts={facts} />
        <section aria-label={labels.promise}>
          <h3 className={styles.itemTitle}>{labels.promise}</h3>
          {voided ? (
            <p className={styles.promise}>{voided.promiseNote}</p>
          ) : (
            <ul className={styles.promise}>
              {promise.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </section>
      </article>
      <div className={`${styles.actions} ${styles.screenOnly}`}>
        <Button onPress={onPrint}>{labels.print}</Button>
        {download ? (
          <Button tone="secondary" onPress={download.onPress} isDisabled={download.isPending}>
            {download.isPending ? download.pendingLabel : download.label}
          </Button>
        ) : null}
        {back ? (
          <Link className={styles.link} href={back.href}>
            {back.label}
          </Link>
        ) : null}
      </div>
      {download?.errorMessage ? (
        <div className={styles.screenOnly}>
          <RetryNotice message={download.errorMessage} />
        </div>
      ) : null}
    </Box>
  );
}
