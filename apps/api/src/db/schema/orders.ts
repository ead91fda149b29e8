import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods, goodsSkus } from './catalog';
import { members, staff } from './people';

/** The address an order ships to, copied at creation (the shopper may edit or delete the address later). */
export type AddressSnapshot = {
  id: number;
  consignee: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};

/**
 * Orders with the fields the order centre's rules read (spec §3 order, §4 status labels and
 * buttons). Money in fen. Creation, payment and closing: issue #7 (routes/orders.ts). The label,
 * the amount status and the two button flags are not stored: the server derives them on every read
 * with the contract's rules (`rules/orderStatus.ts`), so they cannot drift from the state (issue #12).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    /** The buyer: a member, or (staff purchase, spec §6) a staff user; exactly one is set. */
    memberId: integer('member_id').references(() => members.id),
    staffId: integer('staff_id').references(() => staff.id),
    orderState: smallint('order_state').notNull(),
    /** 1 deposit/presale, 2 balance; null for an ordinary order. */
    orderType: smallint('order_type'),
    paymentState: smallint('payment_state').notNull().default(0),
    relatedOrderId: integer('related_order_id'),
    relatedOrderState: smallint('related_order_state'),
    relatedPaymentState: smallint('related_payment_state'),
    /** When the final-payment window opens (deposit and balance orders; spec §3 finalpaytimestarttext). */
    balanceStartPayTime: timestamp('balance_start_pay_time', { withTimezone: true }),
    balanceEndPayTime: timestamp('balance_end_pay_time', { withTimezone: true }),
    depositEndPayTime: timestamp('deposit_end_pay_time', { withTimezone: true }),
    isPreSellEnd: boolean('is_pre_sell_end').notNull().default(false),
    isTransferGift: boolean('is_transfer_gift').notNull().default(false),
    transferGiftState: smallint('transfer_gift_state'),
    /**
     * A transfer gift's share token (issue #12): 32 random bytes, base64url. Whoever holds the link
     * may accept or decline the gift, so it is unguessable and answered only to signed-in members.
     */
    giftToken: text('gift_token').unique(),
    /** The member who accepted the gift (its address replaced the order's), and when. */
    giftRecipientUid: integer('gift_recipient_uid'),
    giftSettledAt: timestamp('gift_settled_at', { withTimezone: true }),
    source: smallint('source').notNull().default(1),
    saleCode: text('sale_code').notNull().default(''),
    goodsTotalFen: integer('goods_total_fen').notNull(),
    discountFen: integer('discount_fen').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsFen: integer('points_fen').notNull().default(0),
    payFen: integer('pay_fen').notNull(),
    /** Gift-card amount spent on the order (returned when it closes unpaid). */
    giftCardFen: integer('gift_card_fen').notNull().default(0),
    /**
     * Freight charged on the order (issue #12: the detail shows the stored figure). Checkout charges none —
     * every piece ships insured at the mall's cost — so it is 0; a freight rule would set it at creation,
     * inside `pay_fen`.
     */
    freightFen: integer('freight_fen').notNull().default(0),
    /**
     * What a staff user paid from their rights fund (spec §1 royalty shop), in fen; 0 for every other
     * order. A rights-fund order is a staff order with this above 0: the staff user's fund orders
     * (/myIndex/royalty/order) are read by it.
     */
    royaltyFundFen: integer('royalty_fund_fen').notNull().default(0),
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot>(),
    remark: text('remark').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the parcel left (states 3, 8, 19, 20) and when the buyer confirmed receipt (state 4): the timeline. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** When the buyer deleted the order from the list (never a hard delete: the detail still answers). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Whether placing the order took its lines out of stock (checkout does; the seeded examples of
     * the order centre never did), so closing it returns stock only when it was taken.
     */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    address: jsonb('address').$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_member_created').on(t.memberId, t.createdAt),
    uniqueIndex('orders_member_idempotency').on(t.memberId, t.idempotencyKey),
    index('orders_staff_created').on(t.staffId, t.createdAt),
    // The unpaid-order sweeper's scan: open orders by deadline.
    index('orders_unpaid_deadline')
      .on(t.payDeadline)
      .where(sql`${t.orderState} = 1`),
    // The fulfilment sweep's scans (services/fulfilment): paid orders waiting to ship, shipped ones to auto-confirm.
    index('orders_awaiting_shipment')
      .on(t.paidAt)
      .where(sql`${t.orderState} = 2`),
    index('orders_shipped')
      .on(t.shippedAt)
      .where(sql`${t.orderState} in (3, 8, 19, 20)`),
    check('orders_one_buyer', sql`(${t.memberId} is null) <> (${t.staffId} is null)`),
    // Only staff hold a rights fund.
    check(
      'orders_royalty_fund_staff',
      sql`${t.royaltyFundFen} = 0 or (${t.royaltyFundFen} > 0 and ${t.staffId} is not null)`,
    ),
    // The console's order search (issue #29): the day range and newest-first paging over every order,
    // the mobile (whole, or its last four digits) and the consignee (from the start of the name) of
    // the address it ships to.
    index('orders_created').on(t.createdAt),
    index('orders_ship_mobile').using('btree', sql`(${t.addressSnapshot} ->> 'mobile')`),
    index('orders_ship_mobile_last4').using('btree', sql`right(${t.addressSnapshot} ->> 'mobile', 4)`),
    index('orders_ship_consignee').using('btree', sql`(${t.addressSnapshot} ->> 'consignee') text_pattern_ops`),
    // A staff user's rights-fund orders, newest first.
    index('orders_royalty_fund_staff_created')
      .on(t.staffId, t.createdAt)
      .where(sql`${t.royaltyFundFen} > 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id').references(() => goodsSkus.id),
    mouldNo: text('mould_no').notNull(),
    title: text('title').notNull(),
    thumb: text('thumb').notNull(),
    attribute: text('attribute').notNull().default(''),
    qty: integer('qty').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    /** Points product type (21, 23) when the line is one (spec §4 order buttons). */
    pointProductType: smallint('point_product_type'),
    productTypeId: integer('product_type_id').notNull(),
    category: jsonb('category').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/**
 * How many times each buyer's orders (or their refunds) have changed: one row per buyer, `m:<member id>` or
 * `s:<staff id>`, bumped by deferred triggers at the commit of any transaction that writes an order or a
 * refund of theirs (migration 0017). The order list reuses its tab counts while the number stands
 * (issue #12 list speed), and a second server instance sees the same number.
 */
export const buyerOrderVersions = pgTable('buyer_order_versions', {
  buyer: text('buyer').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
