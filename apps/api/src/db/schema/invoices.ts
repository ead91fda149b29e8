import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { members } from './people';

/** The lines printed on an issued invoice (fen): goods, pieces, amount without tax, rate, tax. */
export type InvoiceLineRow = { title: string; qty: number; amountFen: number; ratePercent: number; taxFen: number };

/**
 * Invoices (issue #14 item 1; contract rules/invoice.ts): one per member's order (the unique order
 * refuses a second, a double submit included). Requested as pending (待开票) with the amount the
 * server computed (paid less refunded); the e-invoice adapter issues it (已开票: number, date, lines
 * with the 13 % tax split, the seller); a refund settled after issue asks for the red-letter reversal
 * (`reversal_requested_at`, in the refund's transaction) and the adapter writes it (已红冲: the red
 * invoice's number, the negative total).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    state: text('state', { enum: ['pending', 'issued', 'reversed'] })
      .notNull()
      .default('pending'),
    titleType: text('title_type', { enum: ['personal', 'company'] }).notNull(),
    title: text('title').notNull(),
    taxId: text('tax_id').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull(),
    /** 价税合计 (fen): at the request, then as issued. */
    amountFen: integer('amount_fen').notNull(),
    taxFen: integer('tax_fen'),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull().default([]),
    sellerName: text('seller_name'),
    sellerTaxId: text('seller_tax_id'),
    invoiceNo: text('invoice_no').unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Set by a refund settled after issue: the adapter writes the red-letter invoice. */
    reversalRequestedAt: timestamp('reversal_requested_at', { withTimezone: true }),
    redInvoiceNo: text('red_invoice_no').unique(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_member_requested').on(t.memberId, t.requestedAt),
    // The adapter's queues: pending to issue, reversals to write.
    index('invoices_pending')
      .on(t.requestedAt)
      .where(sql`${t.state} = 'pending'`),
    index('invoices_reversal_requested')
      .on(t.reversalRequestedAt)
      .where(sql`${t.state} = 'issued' and ${t.reversalRequestedAt} is not null`),
    check('invoices_amount_not_negative', sql`${t.amountFen} >= 0`),
    check(
      'invoices_issued_has_number',
      sql`${t.state} = 'pending' or (${t.invoiceNo} is not null and ${t.issuedAt} is not null)`,
    ),
    check(
      'invoices_reversed_has_red',
      sql`${t.state} <> 'reversed' or (${t.redInvoiceNo} is not null and ${t.reversedAt} is not null)`,
    ),
  ],
);

/**
 * Mails the development mail gateway "sent" (like the SMS outbox, DESIGN.md §5): readable at
 * GET /__dev/mail outside production. An invoice's PDF travels as its attachment (name and size kept).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachmentName: text('attachment_name'),
    attachmentBytes: integer('attachment_bytes'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_outbox_to').on(t.to, t.sentAt)],
);
