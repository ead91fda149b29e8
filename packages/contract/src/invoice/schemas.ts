import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery, literalUnion } from '../envelope';
import {
  INVOICE_ACCOUNT_MAX,
  INVOICE_ADDRESS_MAX,
  INVOICE_BANK_MAX,
  INVOICE_EMAIL_MAX,
  INVOICE_PHONE_MAX,
  INVOICE_TITLE_MAX,
  invoiceStates,
  invoiceTitleTypes,
} from '../rules/invoice';

// Invoices (发票管理), issue #14 item 1. The spec lists the route (§2 /invoiceManage, behind login)
// and leaves the calls "not shown"; designed on the order server in the style of spec §7 (DESIGN.md
// §4). An invoice belongs to one order of the token's member and is named by the order's number:
// another member's order answers 404. The amount is the server's (paid less refunded), never typed.

const IsoTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const OrderNo = Type.String({ minLength: 1, maxLength: 40 });

export const InvoiceStateSchema = literalUnion(invoiceStates);
export const InvoiceTitleTypeSchema = literalUnion(invoiceTitleTypes);

/** An invoice as the member's list shows it. */
export const InvoiceSummarySchema = Type.Object(
  {
    orderNo: Type.String(),
    state: InvoiceStateSchema,
    titleType: InvoiceTitleTypeSchema,
    /** The buyer's name on the invoice (a person's or a company's). */
    title: Type.String(),
    /** 价税合计 in fen: the order's paid amount less its refunds when requested (or when issued). */
    amountFen: Type.Integer({ minimum: 0 }),
    requestedAt: IsoTime,
    /** The 20-digit 全电发票 number, once issued. */
    invoiceNo: Nullable(Type.String()),
    issuedAt: Nullable(IsoTime),
    /** The red-letter invoice that reversed it (已红冲), once a refund did. */
    redInvoiceNo: Nullable(Type.String()),
    reversedAt: Nullable(IsoTime),
  },
  { $id: 'InvoiceSummary', additionalProperties: false },
);
export type InvoiceSummary = Static<typeof InvoiceSummarySchema>;

/** One line of an issued invoice: the goods, the amount without tax, the rate and the tax (fen). */
const InvoiceLineSchema = Type.Object(
  {
    title: Type.String(),
    qty: Type.Integer({ minimum: 1 }),
    amountFen: Type.Integer(),
    ratePercent: Type.Integer({ minimum: 0, maximum: 100 }),
    taxFen: Type.Integer(),
  },
  { additionalProperties: false },
);

/** The invoice with everything printed on it. */
export const InvoiceSchema = Type.Composite(
  [
    InvoiceSummarySchema,
    Type.Object({
      taxId: Type.String(),
      bankName: Type.String(),
      bankAccount: Type.String(),
      address: Type.String(),
      phone: Type.String(),
      email: Type.String(),
      /** Empty until issued. */
      lines: Type.Array(InvoiceLineSchema),
      /** Total tax (fen); null until issued. */
      taxFen: Type.Union([Type.Integer(), Type.Null()]),
      /** The seller printed on it (销售方); null until issued. */
      seller: Type.Union([
        Type.Object({ name: Type.String(), taxId: Type.String() }, { additionalProperties: false }),
        Type.Null(),
      ]),
    }),
  ],
  { $id: 'Invoice', additionalProperties: false },
);
export type Invoice = Static<typeof InvoiceSchema>;

/** GET what the request form needs for one of the member's orders: the amount the invoice will carry. */
export const InvoiceOptionsQuery = Type.Composite([TimestampQuery, Type.Object({ orderNo: OrderNo })]);
export const InvoiceOptionsResponse = CodeEnvelope(
  Type.Object(
    {
      orderNo: Type.String(),
      /** Paid less refunded, fen. */
      amountFen: Type.Integer({ minimum: 0 }),
      /** The member's e-mail on file, to prefill the form ('' when none). */
      email: Type.String(),
    },
    { additionalProperties: false },
  ),
);
export type InvoiceOptions = Static<typeof InvoiceOptionsResponse>['data'];

/** POST a request for one of the member's paid orders (one per order). */
export const InvoiceRequestBody = Type.Object(
  {
    orderNo: OrderNo,
    titleType: InvoiceTitleTypeSchema,
    title: Type.String({ maxLength: INVOICE_TITLE_MAX * 2 }),
    /** 单位: the 18-character unified social credit code (GB 32100-2015). */
    taxId: Type.Optional(Type.String({ maxLength: 40 })),
    bankName: Type.Optional(Type.String({ maxLength: INVOICE_BANK_MAX * 2 })),
    bankAccount: Type.Optional(Type.String({ maxLength: INVOICE_ACCOUNT_MAX * 2 })),
    address: Type.Optional(Type.String({ maxLength: INVOICE_ADDRESS_MAX * 2 })),
    phone: Type.Optional(Type.String({ maxLength: INVOICE_PHONE_MAX * 2 })),
    email: Type.String({ maxLength: INVOICE_EMAIL_MAX * 2 }),
  },
  { additionalProperties: false },
);
export type InvoiceRequestBody = Static<typeof InvoiceRequestBody>;
export const InvoiceResponse = CodeEnvelope(InvoiceSchema);

/** GET the member's invoices, newest request first: by state, and by the day requested (China dates, inclusive). */
export const InvoiceListQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    state: Type.Optional(InvoiceStateSchema),
    // A calendar date (format date: 2026-02-30 is refused with a 400, not read as March).
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
]);
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;
export const InvoiceListResponse = CodeEnvelope(
  Type.Object(
    { total: Type.Integer({ minimum: 0 }), list: Type.Array(InvoiceSummarySchema) },
    { additionalProperties: false },
  ),
);
export type InvoiceList = Static<typeof InvoiceListResponse>['data'];

/** GET one invoice (detail) or its PDF (issued or reversed only), by the order's number. */
export const InvoiceOrderQuery = Type.Composite([TimestampQuery, Type.Object({ orderNo: OrderNo })]);

/** POST: send the issued invoice's PDF again, to the e-mail given (or the one on the invoice). */
export const InvoiceResendBody = Type.Object(
  { orderNo: OrderNo, email: Type.Optional(Type.String({ maxLength: INVOICE_EMAIL_MAX * 2 })) },
  { additionalProperties: false },
);
export const InvoiceResendResponse = CodeEnvelope(
  Type.Object({ email: Type.String() }, { additionalProperties: false }),
);

/** GET the development mail outbox (not in production): the newest mails to an address. */
export const DevMailQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: INVOICE_EMAIL_MAX })) });
export const DevMailResponse = CodeEnvelope(
  Type.Array(
    Type.Object(
      {
        to: Type.String(),
        subject: Type.String(),
        text: Type.String(),
        attachment: Type.Union([
          Type.Object({ name: Type.String(), bytes: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
          Type.Null(),
        ]),
        sentAt: IsoTime,
      },
      { additionalProperties: false },
    ),
  ),
);
