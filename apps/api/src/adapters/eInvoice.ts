import { randomInt } from 'node:crypto';
import { splitTax, VAT_RATE_PERCENT } from '@mall/contract';
import type { InvoiceLineRow } from '../db/schema';

/** The seller printed on every invoice (销售方): INVOICE_SELLER_NAME and INVOICE_SELLER_TAX_ID. */
export type InvoiceSeller = { name: string; taxId: string };

/** What the tax platform needs to issue a blue invoice: the buyer and the tax-inclusive lines (fen). */
export type InvoiceIssueRequest = {
  buyer: { name: string; taxId: string };
  lines: { title: string; qty: number; totalFen: number }[];
};

export type IssuedInvoice = {
  invoiceNo: string;
  issuedAt: Date;
  lines: InvoiceLineRow[];
  taxFen: number;
  seller: InvoiceSeller;
};

/**
 * The e-invoice seam (issue #14; STYLE.md §7 adapters): the invoicing service issues and reverses
 * through this, never through a tax platform directly. A production adapter (a 全电发票 service
 * provider's API) implements the same two calls.
 */
export interface EInvoiceGateway {
  readonly name: string;
  /** Issues a blue invoice: its number, date, lines with the tax split, the seller. */
  issue(request: InvoiceIssueRequest, now: Date): Promise<IssuedInvoice>;
  /** Issues the red-letter invoice that reverses `invoiceNo` in full: its number and date. */
  reverse(invoiceNo: string, now: Date): Promise<{ redInvoiceNo: string; reversedAt: Date }>;
}

/**
 * A 全电发票 number (20 digits): the year's last two digits, the province of the seller's tax office
 * (digits 3–4 of its credit code), the channel (1: the platform) and a 13-digit serial. The simulator
 * draws the serial from the CSPRNG (the unique index catches the 1 in 10^13 clash).
 */
export function simulatedInvoiceNo(seller: InvoiceSeller, now: Date): string {
  const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
  const province = /^\d{2}$/.test(seller.taxId.slice(2, 4)) ? seller.taxId.slice(2, 4) : '44';
  let serial = '';
  for (let i = 0; i < 13; i += 1) serial += String(randomInt(10));
  return `${year}${province}1${serial}`.slice(0, 20).padEnd(20, '0');
}

/**
 * The local default: an issuing simulator that answers at once as the platform would, numbers and
 * all, with 13 % VAT split out of each tax-inclusive line (contract rules/invoice.ts splitTax).
 */
export function simulatedEInvoice(seller: InvoiceSeller): EInvoiceGateway {
  return {
    name: 'simulator',
    async issue(request, now) {
      const lines = request.lines.map((line) => {
        const { amountFen, taxFen } = splitTax(line.totalFen, VAT_RATE_PERCENT);
        return { title: line.title, qty: line.qty, amountFen, ratePercent: VAT_RATE_PERCENT, taxFen };
      });
      return {
        invoiceNo: simulatedInvoiceNo(seller, now),
        issuedAt: now,
        lines,
        taxFen: lines.reduce((sum, line) => sum + line.taxFen, 0),
        seller,
      };
    },
    async reverse(_invoiceNo, now) {
      return { redInvoiceNo: simulatedInvoiceNo(seller, now), reversedAt: now };
    },
  };
}
