import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';

/**
 * The parcels an order left the warehouse in (issue #12 fulfilment; spec §2 /myIndex/branchOrder):
 * one or more per shipped order, each with its carrier and waybill number. Written in the same
 * transaction that moves the order to shipped (state 3), so an order has parcels exactly when it
 * shipped; (order, parcel number) is unique, so a second shipment of the same order cannot be written.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the order (包裹 1). */
    parcelNo: smallint('parcel_no').notNull(),
    /** The mall's carrier code (contract `carrierCodes`: SF, EMS, JD). */
    carrierCode: text('carrier_code').notNull(),
    trackingNo: text('tracking_no').notNull(),
    /** The warehouse it left (the simulator's names; a WMS's own codes in production). */
    warehouse: text('warehouse').notNull(),
    /** The city it left from, for the carrier's query (Kuaidi100 `from`) and the simulated route. */
    fromCity: text('from_city').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('parcels_order_no').on(t.orderId, t.parcelNo),
    uniqueIndex('parcels_tracking').on(t.carrierCode, t.trackingNo),
    // The console's search by waybill alone (issue #29): the unique key above leads with the carrier.
    index('parcels_tracking_no').on(t.trackingNo),
  ],
);

/** What each parcel holds: pieces of the order's lines (a line of three may travel in two parcels). */
export const parcelItems = pgTable(
  'parcel_items',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [index('parcel_items_parcel').on(t.parcelId), check('parcel_items_qty_positive', sql`${t.qty} > 0`)],
);
