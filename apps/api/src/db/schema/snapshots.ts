import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { orderItems } from './orders';

/** The product as it was sold on one order line: what the trade snapshot (交易快照) shows. */
export type TradeSnapshotDoc = {
  mouldNo: string;
  title: string;
  newTitle: string;
  titleInfo: string;
  brandName: string;
  seriesName: string;
  /** The piece's description as it read then (sanitised again when it is shown). */
  descriptionHtml: string;
  /** The picture URLs of that day: main pictures first, then detail pictures. */
  images: { src: string; kind: 'main' | 'detail' }[];
  productTypeID: number;
  productGroupID: number;
  /** The spec §3 category object of the chosen SKU (the mall turns it into category lines, spec §9). */
  category: Record<string, string>;
  attribute: string;
  unitPriceFen: number;
  buyNum: number;
};

/**
 * Trade snapshots (issue #12; spec §2 /snapshot): one row per order line, written in the order's own
 * transaction from the goods as they were then, and never updated, so a later change of the piece's
 * title, pictures or price does not change what the buyer was sold.
 */
export const orderItemSnapshots = pgTable('order_item_snapshots', {
  id: serial('id').primaryKey(),
  orderItemId: integer('order_item_id')
    .notNull()
    .unique()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  doc: jsonb('doc').$type<TradeSnapshotDoc>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
