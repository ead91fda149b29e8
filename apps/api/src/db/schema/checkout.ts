import { sql } from 'drizzle-orm';
import {
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
import { orders } from './orders';

/**
 * Shipping addresses (issue #7; spec §3 leaves the fields out). Keyed by the token's uid, so a
 * member (uid = members.id) and a staff user (uid in the staff range) each keep their own. Where it
 * is keeps both the names and their GB/T 2260 codes (issue #13); '' codes mark a row saved before
 * the codes were kept (the server reads them from the names).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    ownerUid: integer('owner_uid').notNull(),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_owner').on(t.ownerUid, t.createdAt)],
);

/**
 * One row per (buyer, Idempotency-Key) of order creation (DESIGN.md §7). Inserted first, in its
 * own statement, by the request that owns the key; the order transaction marks it `done` with the
 * exact answer, which every later request with the same key and body replays. A failed attempt
 * deletes its row so the shopper can retry with the same key.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    buyerUid: integer('buyer_uid').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('order_requests_buyer_key').on(t.buyerUid, t.idempotencyKey)],
);

/**
 * Payment attempts (DESIGN.md §5): pay/create makes one per visit to the cashier; the PSP's signed
 * notification moves it from `created` to `paid` or `failed` once. `duplicate` marks a success on
 * an order another attempt had already paid (to be refunded by hand).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    payNo: text('pay_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['wechat', 'alipay', 'unionpay'] }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    state: text('state', { enum: ['created', 'paid', 'failed', 'duplicate'] })
      .notNull()
      .default('created'),
    notifications: integer('notifications').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payments_order').on(t.orderId), check('payments_amount_not_negative', sql`${t.amountFen} >= 0`)],
);
