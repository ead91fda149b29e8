import { Type, type Static } from '@sinclair/typebox';
import { orderTabs, type OrderTab } from '../queryValues';
import { CodeEnvelope, Id, TimestampQuery, literalUnion } from '../envelope';
import { AttributeKey, CategoryObjectSchema, MouldNo } from '../goods';
import { GiftRegionSchema, ShippingAddressSchema } from '../checkout/schemas';
import { PresaleDetailSchema } from '../checkout/presale';
import { InvoiceStateSchema } from '../invoice';
import { RefundSummarySchema, RefundViewSchema } from './refunds';
import { orderStatusLabels, type OrderStatusLabel } from '../rules/orderStatus';

// The order centre (issue #12; spec §2 /myIndex/orderList, /myIndex/order, §3 "Order (list
// display)", §4 status labels, amount status and buttons). The calls are "not shown" in spec §7:
// designed in the order server's style (DESIGN.md §4), every one scoped to the token's buyer.
// Another buyer's order number answers 404, never 403 (no enumeration).

/**
 * The order centre's tabs: 全部, 待付款, 待发货, 待收货, 已完成, 退款/售后. Membership follows the status
 * label the rules give the order now (`orderTabsOf`), so the list, its counts and each card agree:
 * - `all`: every order the buyer has not deleted;
 * - `unpaid` (待付款): labels pendingPayment, pendingDeposit, pendingBalance, depositPaid;
 * - `toShip` (待发货): pendingShipment, giftAwaiting;
 * - `toReceive` (待收货): shipped;
 * - `done` (已完成): successful;
 * - `refund` (退款/售后): any refund or after-sales application that was not withdrawn (open, refunded
 *   or refused), and any order whose payment was refunded (payment state 2), whatever the label.
 * A closed order is in `all` only. Tabs other than `all` and `refund` do not overlap.
 */
export const OrderTabSchema = literalUnion(orderTabs);

/** Most orders one page lists, and how many it lists unless asked. */
export const ORDER_PAGE_SIZE_MAX = 20;
export const ORDER_PAGE_SIZE_DEFAULT = 10;

const tabOfLabel: Readonly<Record<OrderStatusLabel, OrderTab | null>> = {
  pendingPayment: 'unpaid',
  pendingDeposit: 'unpaid',
  pendingBalance: 'unpaid',
  depositPaid: 'unpaid',
  pendingShipment: 'toShip',
  giftAwaiting: 'toShip',
  shipped: 'toReceive',
  successful: 'done',
  closed: null,
};

/**
 * Which tabs an order belongs to, from its label now, its payment state and whether it has a refund
 * that was not withdrawn (see `orderTabs`).
 */
export function orderTabsOf(label: OrderStatusLabel, paymentState: number, hasRefund: boolean): OrderTab[] {
  const tabs: OrderTab[] = ['all'];
  const byLabel = tabOfLabel[label];
  if (byLabel) tabs.push(byLabel);
  if (paymentState === 2 || hasRefund) tabs.push('refund');
  return tabs;
}

/** GET the buyer's orders, newest first: `tab` defaults to all, `pageIndex` to 1, `pageSize` to 10 (1–20). */
export const OrderListQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    tab: Type.Optional(OrderTabSchema),
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_PAGE_SIZE_MAX })),
  }),
]);
export type OrderListQuery = Static<typeof OrderListQuery>;

const IsoTime = Type.Union([Type.Null(), Type.String({ format: 'date-time' })]);
const SmallState = Type.Union([Type.Null(), Type.Integer()]);

/** One line of an order as the list and the detail show it (spec §3: goodsList with thumb, category). */
export const OrderLineSchema = Type.Object(
  {
    goodID: Id,
    mouldNo: MouldNo,
    title: Type.String(),
    thumb: Type.String(),
    attribute: AttributeKey,
    buyNum: Type.Integer(),
    unitPriceFen: Type.Integer(),
    /** The points product type (21, 23) of a points line (spec §9), else null. */
    pointProductType: SmallState,
    category: CategoryObjectSchema,
  },
  { $id: 'OrderLine', additionalProperties: false },
);
export type OrderLine = Static<typeof OrderLineSchema>;

/**
 * The facts of spec §3 "Order (list display)" and what the server derives from them with the shared
 * rules (`rules/orderStatus.ts`): the status label as a code the mall translates, the amount status
 * and the two button flags.
 */
export const OrderFactsSchema = Type.Object({
  orderNo: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  orderState: Type.Integer({ minimum: 1, maximum: 22 }),
  orderType: Type.Union([Type.Null(), Type.Literal(1), Type.Literal(2)]),
  paymentState: Type.Integer(),
  relatedOrderState: SmallState,
  relatedPaymentState: SmallState,
  /** The linked order's number (a deposit order's balance order, or the other way): 付尾款 pays it (issue #12). */
  relatedOrderNo: Type.Union([Type.Null(), Type.String()]),
  payDeadline: IsoTime,
  depositEndPayTime: IsoTime,
  balanceEndPayTime: IsoTime,
  isPreSellEnd: Type.Boolean(),
  isTransferGift: Type.Boolean(),
  transferGiftState: SmallState,
  source: Type.Integer(),
  saleCode: Type.String(),
  showViewLogisticsBtn: Type.Boolean(),
  showRefundBtn: Type.Boolean(),
  orderStateDesc: literalUnion(orderStatusLabels),
  actualAmountStatus: SmallState,
  /** Whether every line has its review (评价 then goes). */
  isReviewed: Type.Boolean(),
  /** What the buyer pays or paid, in fen. */
  payableFen: Type.Integer(),
});

/** The steps of an order's life the detail's timeline shows, each with when it happened. */
export const orderTimelineStates = ['created', 'paid', 'shipped', 'received', 'closed'] as const;
export type OrderTimelineState = (typeof orderTimelineStates)[number];
/** The order's timeline, oldest first: only the steps it has taken (a closed unpaid order: created, closed). */
export const OrderTimelineSchema = Type.Array(
  Type.Object(
    {
      state: literalUnion(orderTimelineStates),
      at: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
);
export type OrderTimeline = Static<typeof OrderTimelineSchema>;

export const OrderListItemSchema = Type.Composite(
  [
    OrderFactsSchema,
    Type.Object({
      goodsCount: Type.Integer(),
      goodsList: Type.Array(OrderLineSchema),
      /** The latest refund that was not withdrawn (the card's 退款中 / 已退款), or null. */
      refund: RefundSummarySchema,
    }),
  ],
  { $id: 'OrderListItem', additionalProperties: false },
);
export type OrderListItem = Static<typeof OrderListItemSchema>;

export const OrderListSchema = Type.Object(
  {
    list: Type.Array(OrderListItemSchema),
    total: Type.Integer(),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
    /** How many orders each tab holds (the tab strip's counts). */
    counts: Type.Object(
      /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ orderTabs.map((tab) => [tab, Type.Integer()])) as Record<
        OrderTab,
        ReturnType<typeof Type.Integer>
      >,
    ),
  },
  { $id: 'OrderList', additionalProperties: false },
);
export type OrderList = Static<typeof OrderListSchema>;
export const OrderListResponse = CodeEnvelope(OrderListSchema);

/**
 * POST delete (hide) and confirm receipt: the buyer's own order, by number. Delete hides the order
 * from the list and its counts when the rules offer 'delete' (closed orders that are not gifts, a
 * deposit order past its deadline); the detail still answers. Confirm receipt moves a shipped order
 * (3, 8, 19, 20) to successful (4) once. Otherwise HTTP 409 `{ code: 409, msg }` saying why; another
 * buyer's or an unknown number 404.
 */
export const OrderNoBody = Type.Object(
  { orderNo: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export const OrderDoneResponse = CodeEnvelope(Type.Null());

/**
 * POST buy again (再次购买, issue #12), body `OrderNoBody`: the buyer's order where the rules offer 'addToBag'
 * (closed, not a transfer gift, not a points gift). Each of its lines still on sale — the piece on sale, its
 * attribute still sold, web stock left, not a points product — goes into the caller's bag (a line already there
 * gains the quantity, capped by stock and 99); every other line is skipped and counted, never failing the rest.
 * HTTP 409 when the rules do not offer it or the bag would pass its kinds; another buyer's number 404.
 */
export const OrderBuyAgainSchema = Type.Object(
  {
    /** How many of the order's lines went into the bag. */
    added: Type.Integer({ minimum: 0 }),
    /** How many were left out: no longer on sale, sold out, or a points product. */
    skipped: Type.Integer({ minimum: 0 }),
  },
  { $id: 'OrderBuyAgain', additionalProperties: false },
);
export type OrderBuyAgain = Static<typeof OrderBuyAgainSchema>;
export const OrderBuyAgainResponse = CodeEnvelope(OrderBuyAgainSchema);

// ── Orders (spec §3 order; states of spec §4, see rules/orderStatus.ts)

export const OrderDetailQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 40 }) }),
]);
/** One delivered piece's electronic guarantee as the order detail links it (`/electronicGuarantee?certNo=`). */
export const OrderGuaranteeSchema = Type.Object(
  {
    certNo: Type.String(),
    /** The order line it belongs to (goods and attribute), and which of the line's pieces it is. */
    goodID: Id,
    attribute: AttributeKey,
    title: Type.String(),
    pieceNo: Type.Integer({ minimum: 1 }),
    pieceCount: Type.Integer({ minimum: 1 }),
    /** Voided by a settled refund of the piece. */
    isVoid: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type OrderGuarantee = Static<typeof OrderGuaranteeSchema>;

/**
 * The buyer's order: the facts of spec §3 with the label, amount status and flags derived by the
 * shared rules (as in the list), the amounts, the address, the lines (with their points product
 * type) and the timeline of its steps.
 */
export const OrderDetailSchema = Type.Composite(
  [
    OrderFactsSchema,
    Type.Object({
      goodsTotalFen: Type.Integer(),
      discountFen: Type.Integer(),
      pointsUsed: Type.Integer(),
      pointsFen: Type.Integer(),
      giftCardFen: Type.Integer(),
      /**
       * The freight the order was charged, in fen, as stored with it. Checkout charges none (every piece ships
       * insured at the mall's cost), so it is 0 for every order so far; the detail shows what this says.
       */
      freightFen: Type.Integer({ minimum: 0 }),
      paidAt: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
      /** Where it ships: the address as it was when ordered (or accepted, for a gift), not a book entry. */
      address: Type.Union([Type.Null(), ShippingAddressSchema, GiftRegionSchema]),
      items: Type.Array(OrderLineSchema),
      timeline: OrderTimelineSchema,
      /** How many parcels it left in (0 until it ships; more than 1 for a branch order): the page links to them. */
      parcelCount: Type.Integer({ minimum: 0 }),
      /** Deposit and balance orders: the two orders and the final-payment window (presale.ts); else null. */
      presale: Type.Union([Type.Null(), PresaleDetailSchema]),
      /** A paid transfer gift not yet accepted: the token of its share link `/gift?token=` (gifts.ts); else null. */
      giftToken: Type.Union([Type.Null(), Type.String()]),
      /** Its refunds and after-sales applications, newest first (withdrawn ones too). */
      refunds: Type.Array(RefundViewSchema),
      /**
       * The electronic guarantee of each delivered piece (issue #14: written when the order becomes
       * successful), in line and piece order; empty before that and for a staff order. A guarantee a refund
       * took back is void and still listed.
       */
      guarantees: Type.Array(OrderGuaranteeSchema),
      /** The order's invoice when one was requested (`/invoiceManage?orderNo=`), with its state; else null. */
      invoice: Type.Union([Type.Null(), Type.Object({ state: InvoiceStateSchema }, { additionalProperties: false })]),
    }),
  ],
  { $id: 'OrderDetail', additionalProperties: false },
);
export type OrderDetail = Static<typeof OrderDetailSchema>;
export const OrderDetailResponse = CodeEnvelope(OrderDetailSchema);
/**
 * POST cancel: the buyer's own unpaid order (the rules offer 'cancel': unpaid and within its payment
 * window) closes by the buyer (state 6); the stock it took, points and gift card return at once.
 * HTTP 409 ORDER_NOT_PAYABLE with a message when it is paid, shipped, closed or past its window,
 * or when it is a presale balance order (never cancelled: rules/orderStatus.ts, presale.ts).
 */
export const OrderCancelBody = Type.Object(
  { orderNo: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export const OrderCancelResponse = CodeEnvelope(Type.Null());
