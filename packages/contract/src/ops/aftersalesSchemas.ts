import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, literalUnion } from '../envelope';
import { RefundKindSchema, RefundReasonSchema, RefundStateSchema, RefundViewSchema } from '../orders/refunds';
import { opsPageSizes } from './permissions';
import { OpsOrderDetailResponse } from './schemas';

// The console's after-sales (issue #29 "After-sales"): the queue of refund and after-sales
// applications waiting, oldest first, with their age against the 48 h service level; one application
// with its photos and its order; approve (an amount up to what was asked, a reason the shopper reads)
// or refuse with a reason. Above a threshold a refund needs two people: the 运营's approval records a
// first approval, a 财务 (`refunds.approve`) confirms it and the refund is sent; never the same person.

/** The service level: an application waiting longer than this is overdue (issue #29). */
export const AFTERSALE_SLA_HOURS = 48;

/** Above this (fen) a refund needs a second approval by 财务, unless REFUND_SECOND_APPROVAL_FEN says otherwise. */
export const REFUND_SECOND_APPROVAL_DEFAULT_FEN = 500_000;

/**
 * The queue's tabs: 待审核 (applying, no approval yet), 待复核 (a first approval waits for 财务),
 * 退款中 (sent to the PSP, its notice not yet in), `all` the open ones.
 */
export const aftersaleTabs = ['all', 'waiting', 'secondApproval', 'refunding'] as const;
export type AftersaleTab = (typeof aftersaleTabs)[number];

/** The longest reason staff may write (shown to the shopper). */
export const AFTERSALE_REASON_MAX = 200;

const RefundNo = Type.String({ minLength: 1, maxLength: 40 });

export const AftersaleQuery = Type.Object(
  {
    tab: Type.Optional(literalUnion(aftersaleTabs, { default: 'all' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Union(
        opsPageSizes.map((size) => Type.Literal(size)),
        { default: 20 },
      ),
    ),
    timestamp: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type AftersaleQuery = Static<typeof AftersaleQuery>;

const Photo = Type.Object({ id: Type.String(), url: Type.String() }, { additionalProperties: false });

/** A first approval waiting for 财务: who gave it, when, the amount and the reason they set. */
export const AftersaleFirstApprovalSchema = Type.Object(
  {
    staffCode: Type.String(),
    staffName: Type.String(),
    at: Type.String({ format: 'date-time' }),
    amountFen: Type.Integer(),
    reason: Type.String(),
  },
  { additionalProperties: false },
);
export type AftersaleFirstApproval = Static<typeof AftersaleFirstApprovalSchema>;

/** One application in the queue. */
export const AftersaleRowSchema = Type.Object(
  {
    refundNo: Type.String(),
    orderNo: Type.String(),
    kind: RefundKindSchema,
    state: RefundStateSchema,
    tab: literalUnion(['waiting', 'secondApproval', 'refunding'] as const),
    reason: RefundReasonSchema,
    /** Cash asked for, in fen. */
    amountFen: Type.Integer(),
    description: Type.String(),
    photos: Type.Array(Photo),
    appliedAt: Type.String({ format: 'date-time' }),
    /** Whole hours since it was applied for. */
    ageHours: Type.Integer({ minimum: 0 }),
    /** Waiting longer than the 48 h service level. */
    overdue: Type.Boolean(),
    /** Above the threshold: two people must approve it. */
    needsSecondApproval: Type.Boolean(),
    firstApproval: Type.Optional(AftersaleFirstApprovalSchema),
  },
  { additionalProperties: false },
);
export type AftersaleRow = Static<typeof AftersaleRowSchema>;

const TabCounts = Type.Object(
  Object.fromEntries(aftersaleTabs.map((tab) => [tab, Type.Integer({ minimum: 0 })])) as Record<
    AftersaleTab,
    ReturnType<typeof Type.Integer>
  >,
  { additionalProperties: false },
);

export const AftersaleListResponse = CodeEnvelope(
  Type.Object(
    {
      total: Type.Integer(),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      slaHours: Type.Integer(),
      secondApprovalFen: Type.Integer(),
      counts: TabCounts,
      rows: Type.Array(AftersaleRowSchema),
    },
    { additionalProperties: false },
  ),
);
export type AftersaleList = Static<typeof AftersaleListResponse>['data'];

export const AftersaleRef = Type.Object(
  { refundNo: RefundNo, timestamp: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

/** One application whole: as the shopper sees it, its place in the queue, and its order's facts and history. */
export const AftersaleDetailResponse = CodeEnvelope(
  Type.Object(
    {
      refund: RefundViewSchema,
      orderNo: Type.String(),
      ageHours: Type.Integer({ minimum: 0 }),
      overdue: Type.Boolean(),
      needsSecondApproval: Type.Boolean(),
      secondApprovalFen: Type.Integer(),
      firstApproval: Type.Optional(AftersaleFirstApprovalSchema),
      order: OpsOrderDetailResponse.properties.data,
    },
    { additionalProperties: false },
  ),
);
export type AftersaleDetail = Static<typeof AftersaleDetailResponse>['data'];

const Reason = Type.String({ minLength: 1, maxLength: AFTERSALE_REASON_MAX });

/** Approves: the cash to send back (≤ what was asked), and the reason the shopper reads. */
export const AftersaleApproveBody = Type.Object(
  { refundNo: RefundNo, amountFen: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), reason: Reason },
  { additionalProperties: false },
);
export type AftersaleApproveBody = Static<typeof AftersaleApproveBody>;

/** What an approval did: sent the refund, or recorded a first approval that waits for 财务. */
export const AftersaleApproveResponse = CodeEnvelope(
  Type.Object(
    { refundNo: Type.String(), outcome: literalUnion(['refunding', 'refunded', 'firstApproval'] as const) },
    { additionalProperties: false },
  ),
);
export type AftersaleApproved = Static<typeof AftersaleApproveResponse>['data'];

/** 财务 confirms a first approval (same amount), and the refund is sent. */
export const AftersaleConfirmBody = Type.Object(
  { refundNo: RefundNo, amountFen: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }) },
  { additionalProperties: false },
);
export type AftersaleConfirmBody = Static<typeof AftersaleConfirmBody>;

export const AftersaleRefuseBody = Type.Object({ refundNo: RefundNo, reason: Reason }, { additionalProperties: false });
export type AftersaleRefuseBody = Static<typeof AftersaleRefuseBody>;

export const AftersaleRefuseResponse = CodeEnvelope(
  Type.Object({ refundNo: Type.String() }, { additionalProperties: false }),
);

/** The after-sales refusals: status, code and the Chinese message the console shows. */
export const aftersaleRefusals = {
  noRefund: { status: 404, code: 40431, msg: '退款申请不存在' },
  decided: { status: 409, code: 40931, msg: '该退款申请已处理' },
  amountOver: { status: 400, code: 40031, msg: '同意金额不能超过申请金额' },
  amountPartial: { status: 400, code: 40032, msg: '发货前的退款须全额退回，不能部分同意' },
  reasonEmpty: { status: 400, code: 40033, msg: '请填写原因' },
  samePerson: { status: 409, code: 40932, msg: '大额退款须由另一位同事复核，不能本人复核' },
  noFirstApproval: { status: 409, code: 40933, msg: '该退款尚无初审同意，不能复核' },
  notLarge: { status: 409, code: 40934, msg: '该退款金额未超过复核门槛，无需复核' },
  amountMismatch: { status: 409, code: 40935, msg: '复核金额须与初审同意的金额一致' },
  alreadyFirst: { status: 409, code: 40936, msg: '该退款已初审同意，等待财务复核' },
} as const;
export type AftersaleRefusal = keyof typeof aftersaleRefusals;
