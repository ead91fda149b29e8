import { Button } from '../../../primitives/controls/Button/Button';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { FactList, type Fact } from '../../../primitives/data/FactList/FactList';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import * as styles from '../invoice.css';

export const invoiceCardStates = ['pending', 'issued', 'reversed'] as const;
export type InvoiceCardState = (typeof invoiceCardStates)[number];

const tones = { pending: 'info', issued: 'positive', reversed: 'critical' } as const;

/** A PDF to download: the button, and its label while the file is drawn. */
type InvoiceDownload = { label: string; onPress: () => void; isPending?: boolean; pendingLabel: string };

export type InvoiceCardProps = {
  /** The buyer's name on the invoice (its heading). */
  title: string;
  state: InvoiceCardState;
  /** 待开票 / 已开票 / 已红冲. */
  stateLabel: string;
  /** The amount, formatted (价税合计 ¥1,026.14). */
  amount: string;
  /** The facts, already worded: order, invoice number, dates, red-letter number. */
  facts: readonly Fact[];
  /** Issued or reversed: download the PDF. */
  download?: InvoiceDownload;
  /** Reversed: download the red-letter invoice (红字发票) that took it back. */
  redDownload?: InvoiceDownload;
  /** Opens the invoice's detail (list view). */
  open?: { label: string; onPress: () => void };
  /** Issued or reversed (detail view): send the PDF to an e-mail again. */
  resend?: {
    label: string;
    emailLabel: string;
    email: string;
    onEmailChange: (email: string) => void;
    onSend: () => void;
    isSending?: boolean;
    sendingLabel: string;
    errorMessage?: string;
    /** The announced outcome (已发送至 …). */
    statusMessage?: string;
  };
};

/**
 * One invoice (issue #14 发票管理), per state: 待开票 (issuing), 已开票 (number, date, the PDF), 已红冲
 * (the red-letter number that reversed it after a refund, and that red-letter invoice's PDF beside
 * the blue one). In the detail view it also offers the e-mail re-send.
 */
export function InvoiceCard({
  title,
  state,
  stateLabel,
  amount,
  facts,
  download,
  redDownload,
  open,
  resend,
}: InvoiceCardProps) {
  return (
    <article className={styles.card} aria-label={title}>
      <h3 className={styles.cardHead}>
        <span>{title}</span>
        <Badge tone={tones[state]}>{stateLabel}</Badge>
      </h3>
      <span className={styles.amount}>{amount}</span>
      <FactList facts={facts} />
      {resend ? (
        <form
          className={styles.fields}
          aria-label={resend.label}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!resend.isSending) resend.onSend();
          }}
        >
          <TextField
            label={resend.emailLabel}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={resend.email}
            onChange={resend.onEmailChange}
            errorMessage={resend.errorMessage}
            isDisabled={resend.isSending}
          />
          <div className={styles.actions}>
            <Button type="submit" tone="secondary" isDisabled={resend.isSending}>
              {resend.isSending ? resend.sendingLabel : resend.label}
            </Button>
          </div>
        </form>
      ) : null}
      {resend ? (
        <span role="status" className={styles.meta}>
          {resend.statusMessage ?? ''}
        </span>
      ) : null}
      {download || redDownload || open ? (
        <div className={styles.actions}>
          {open ? (
            <Button tone="secondary" onPress={open.onPress}>
              {open.label}
            </Button>
          ) : null}
          {download ? (
            <Button tone="primary" onPress={download.onPress} isDisabled={download.isPending}>
              {download.isPending ? download.pendingLabel : download.label}
            </Button>
          ) : null}
          {redDownload ? (
            <Button tone="secondary" onPress={redDownload.onPress} isDisabled={redDownload.isPending}>
              {redDownload.isPending ? redDownload.pendingLabel : redDownload.label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
