import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, TimestampQuery, literalUnion } from '../envelope';
import { pspNoticeFields } from '../checkout/pspNotice';
import { AttributeKey } from '../goods';
import { allRefundReasons, refundKinds, refundStates } from '../rules/refunds';
import { UploadedImageSchema, UploadId } from '../uploads';

// Refunds before shipment and after-sales after it (issue #12; spec §4 "Order buttons": 申请售后 on
// states 3, 4, 8, 19, 20, 申请退款 otherwise, both only with showRefundBtn and a first line that is not
// a points product of type 21). Designed in the order server's style (DESIGN.md §4), every call scoped
// to the token's buyer: another buyer's order or refund answers 404, an order the rules offer no
// refund button for 409 with the reason, bad input 400 with the message. The rules (reasons per
// kind, caps, the split across lines, points and gift card back in proportion) are rules/refunds.ts.

const IsoTime = Type.String({ format: 'date-time' });

export const RefundKindSchema = literalUnion(refundKinds);
export const RefundStateSchema = literalUnion(refundStates);
/** A reason code of either kind; the service checks it is one of the order's kind (rules/refunds.ts). */
export const RefundReasonSchema = literalUnion(allRefundReasons);

/** One line of an order, named as the order names it (a checkout keeps one line per piece and size). */
const LineRef = { goodID: Id, attribute: AttributeKey };

/** GET what the refund form offers for the buyer's order: its kind, reasons, lines and caps. */
export const RefundOptionsQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 40 }) }),
]);

/**
 * An order line as the refund form shows it, with what the rules read (`RefundableLine`): how many
 * were bought, the line's share of the cash paid, and how much of both earlier refunds took back.
 */
export const RefundOptionLineSchema = Type.Object(
  {
    ...LineRef,
    title: Type.String(),
    thumb: Type.String(),
    unitPriceFen: Type.Integer(),
    buyNum: Type.Integer(),
    paidFen: Type.Integer(),
    refundedQty: Type.Integer(),
    refundedFen: Type.Integer(),
  },
  { additionalProperties: false },
);
export type RefundOptionLine = Static<typeof RefundOptionLineSchema>;

export const RefundOptionsSchema = Type.Object(
  {
    orderNo: Type.String(),
    kind: RefundKindSchema,
    lines: Type.Array(RefundOptionLineSchema),
    /** What the order spent besides cash, and what earlier refunds already gave back (for the form's preview). */
    pointsUsed: Type.Integer(),
    giftCardFen: Type.Integer(),
  },
  { $id: 'RefundOptions', additionalProperties: false },
);
export type RefundOptions = Static<typeof RefundOptionsSchema>;
export const RefundOptionsResponse = CodeEnvelope(RefundOptionsSchema);

/**
 * POST an application. `lines` defaults to every line still refundable, whole; `amountFen` to the
 * most those lines may return (rules/refunds.ts `refundCap`). `description` is plain text (≤ 200
 * characters after clean-up); `photos` are the buyer's own uploads of purpose 'refund' (≤ 3), each
 * used once. One open refund per order: a second (a double submit included) is refused with 409.
 */
export const RefundApplyBody = Type.Object(
  {
    orderNo: Type.String({ minLength: 1, maxLength: 40 }),
    reason: RefundReasonSchema,
    lines: Type.Optional(
      Type.Array(Type.Object({ ...LineRef, qty: Type.Integer({ minimum: 1, maximum: 999 }) }), {
        minItems: 1,
        maxItems: 50,
      }),
    ),
    amountFen: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_000_000_000 })),
    // Longer than the rule allows, so the rule's message (not the schema's) tells the shopper.
    description: Type.Optional(Type.String({ maxLength: 2_000 })),
    photos: Type.Optional(Type.Array(UploadId, { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type RefundApplyBody = Static<typeof RefundApplyBody>;
export const RefundApplyResponse = CodeEnvelope(
  Type.Object({ refundNo: Type.String() }, { additionalProperties: false }),
);

/** POST withdraw (撤销): the buyer's own refund while it is still applying. */
export const RefundNoBody = Type.Object(
  { refundNo: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export const RefundDoneResponse = CodeEnvelope(Type.Null());

/** One step of a refund, with when it happened. */
export const RefundTimelineSchema = Type.Array(
  Type.Object({ state: RefundStateSchema, at: IsoTime }, { additionalProperties: false }),
);

/** A refund as the order detail shows it: state, amounts, reason, lines, description, photos, steps. */
export const RefundViewSchema = Type.Object(
  {
    refundNo: Type.String(),
    kind: RefundKindSchema,
    state: RefundStateSchema,
    reason: RefundReasonSchema,
    amountFen: Type.Integer(),
    /** Points and gift card that come back with it (rules/refunds.ts `proportionalReturn`). */
    pointsBack: Type.Integer(),
    giftCardBackFen: Type.Integer(),
    description: Type.String(),
    /** The photos' links (signed, short-lived: refund photos are the buyer's own). */
    photos: Type.Array(UploadedImageSchema),
    lines: Type.Array(
      Type.Object({ ...LineRef, title: Type.String(), qty: Type.Integer(), amountFen: Type.Integer() }),
    ),
    /** The operator's reason when refused. */
    refuseReason: Type.Union([Type.Null(), Type.String()]),
    /** The staff's note when they approved it (the console's after-sales, issue #29). */
    approveReason: Type.Optional(Type.String()),
    /** The steps taken, oldest first. */
    timeline: RefundTimelineSchema,
  },
  { $id: 'RefundView', additionalProperties: false },
);
export type RefundView = Static<typeof RefundViewSchema>;

/** The order's latest refund that was not withdrawn, as its card shows it (退款中 / 已退款), or null. */
export const RefundSummarySchema = Type.Union([
  Type.Null(),
  Type.Object(
    { refundNo: Type.String(), kind: RefundKindSchema, state: RefundStateSchema },
    { additionalProperties: false },
  ),
]);
export type RefundSummary = Static<typeof RefundSummarySchema>;

// ── The PSP's refund notice (DESIGN.md §5: the sandbox PSP signs it like the payment notice)

/** The PSP's server-to-server refund notice: HMAC-SHA256 over the other fields, as for payments. */
export const RefundNotifyBody = Type.Object(
  { refundNo: Type.String({ maxLength: 40 }), ...pspNoticeFields },
  { additionalProperties: false },
);
export type RefundNotifyBody = Static<typeof RefundNotifyBody>;
