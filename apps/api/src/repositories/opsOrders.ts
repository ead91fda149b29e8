import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import {
  guarantees,
  invoices,
  orderItems,
  orderNotes,
  orders,
  parcelItems,
  parcels,
  payments,
  refunds,
  staff,
} from '../db/schema';
import { readyToShip } from './fulfilment';
import type { Tx } from './orderBasics';

/* The console's orders (issue #29): the search over every order, the order page's records, internal
   notes, and taking a paid order for shipping by hand. */

type Conn = Db | Tx;

/** The search's filters as the service resolved them (days to instants, yuan to fen). */
export type OrderSearchFilter = {
  orderNo?: string | undefined;
  /** Four digits: the last four of the ship-to mobile; longer: the whole number. */
  mobile?: string | undefined;
  consignee?: string | undefined;
  paymentNo?: string | undefined;
  waybillNo?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
  minFen?: number | undefined;
  maxFen?: number | undefined;
};

/** The state sets of the tabs (services/opsRules opsTabStates), passed in so the rule lives in one place. */
export type TabStates = {
  unpaid: readonly number[];
  toShip: readonly number[];
  shipped: readonly number[];
  done: readonly number[];
  closed: readonly number[];
};
export type SearchTab = 'all' | 'afterSale' | keyof TabStates;

const inList = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const hasAfterSale = sql`exists (select 1 from refunds r where r.order_id = o.id)`;

function filterSql(filter: OrderSearchFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.orderNo) where.push(sql`o.order_no = ${filter.orderNo}`);
  if (filter.mobile)
    where.push(
      filter.mobile.length === 4
        ? sql`right(o.address_snapshot ->> 'mobile', 4) = ${filter.mobile}`
        : sql`(o.address_snapshot ->> 'mobile') = ${filter.mobile}`,
    );
  // The prefix match is written as the index (text_pattern_ops) can serve it.
  if (filter.consignee) where.push(sql`(o.address_snapshot ->> 'consignee') like ${likePrefix(filter.consignee)}`);
  if (filter.paymentNo)
    where.push(sql`exists (select 1 from payments p where p.order_id = o.id and p.pay_no = ${filter.paymentNo})`);
  if (filter.waybillNo)
    where.push(
      sql`exists (select 1 from parcels pc where pc.order_id = o.id and pc.tracking_no = ${filter.waybillNo})`,
    );
  if (filter.since) where.push(sql`o.created_at >= ${filter.since}`);
  if (filter.until) where.push(sql`o.created_at < ${filter.until}`);
  if (filter.minFen !== undefined) where.push(sql`o.pay_fen >= ${filter.minFen}`);
  if (filter.maxFen !== undefined) where.push(sql`o.pay_fen <= ${filter.maxFen}`);
  return where;
}

function tabSql(tab: SearchTab, states: TabStates): SQL | null {
  if (tab === 'all') return null;
  if (tab === 'afterSale') return hasAfterSale;
  return sql`o.order_state in (${inList(states[tab])})`;
}

const whereOf = (conditions: SQL[]) => (conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/** A row of the order list as the database answers it. */
export type OrderSearchRow = {
  order_no: string;
  created_at: Date | string;
  consignee: string | null;
  mobile: string | null;
  pay_fen: number;
  order_state: number;
  has_after_sale: boolean;
  item_count: number | string;
  waybill_nos: string[] | null;
};

/**
 * The order search: one statement for the page (filters, the tab, sort, limit/offset) and one for
 * every tab's count under the same filters. The counts are one scan with an aggregate FILTER a tab
 * rather than a GROUP BY on the state's tab, because 售后 overlaps the state tabs (an order shipped
 * with a refund application is in both).
 */
export async function searchOrders(
  db: Conn,
  query: {
    filter: OrderSearchFilter;
    tab: SearchTab;
    states: TabStates;
    sort: 'createdAt' | 'payFen';
    descending: boolean;
    limit: number;
    offset: number;
  },
) {
  const filters = filterSql(query.filter);
  const tab = tabSql(query.tab, query.states);
  const direction = query.descending ? sql`desc` : sql`asc`;
  const sortColumn = query.sort === 'payFen' ? sql`o.pay_fen` : sql`o.created_at`;
  const countOf = (states: readonly number[]) => sql`count(*) filter (where o.order_state in (${inList(states)}))::int`;
  const [rows, counts] = await Promise.all([
    db.execute(sql`
      select o.order_no, o.created_at, o.address_snapshot ->> 'consignee' as consignee,
        o.address_snapshot ->> 'mobile' as mobile, o.pay_fen, o.order_state, ${hasAfterSale} as has_after_sale,
        (select coalesce(sum(i.qty), 0) from order_items i where i.order_id = o.id) as item_count,
        (select array_agg(pc.tracking_no order by pc.parcel_no) from parcels pc where pc.order_id = o.id) as waybill_nos
      from orders o
      ${whereOf(tab ? [...filters, tab] : filters)}
      order by ${sortColumn} ${direction}, o.id ${direction}
      limit ${query.limit} offset ${query.offset}`),
    db.execute(sql`
      select count(*)::int as "all",
        ${countOf(query.states.unpaid)} as unpaid,
        ${countOf(query.states.toShip)} as "toShip",
        ${countOf(query.states.shipped)} as shipped,
        ${countOf(query.states.done)} as done,
        ${countOf(query.states.closed)} as closed,
        count(*) filter (where ${hasAfterSale})::int as "afterSale"
      from orders o
      ${whereOf(filters)}`),
  ]);
  const [tally] = rowsOf<Record<SearchTab, number>>(counts);
  return { rows: rowsOf<OrderSearchRow>(rows), counts: tally as Record<SearchTab, number> };
}

/** An order by its number, with its buyer's name and mobile (member or staff). */
export async function opsOrderByNo(db: Conn, orderNo: string) {
  const [row] = rowsOf<{
    id: number;
    buyer_kind: 'member' | 'staff';
    buyer_name: string | null;
    buyer_mobile: string | null;
  }>(
    await db.execute(sql`
      select o.id, case when o.member_id is null then 'staff' else 'member' end as buyer_kind,
        coalesce(nullif(m.nickname, ''), nullif(m.family_name, ''), s.nickname) as buyer_name, m.mobile as buyer_mobile
      from orders o left join members m on m.id = o.member_id left join staff s on s.id = o.staff_id
      where o.order_no = ${orderNo}`),
  );
  if (!row) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(row.id)));
  if (!order) return null;
  return {
    order,
    buyer: { kind: row.buyer_kind, name: row.buyer_name ?? '', mobile: row.buyer_mobile ?? '' },
  };
}

/** Everything recorded against an order, for its page and its timeline. */
export async function opsOrderRecords(db: Conn, orderId: number) {
  const [items, pays, shipped, held, refundRows, invoiceRows, guaranteeRows, notes] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db.select().from(parcels).where(eq(parcels.orderId, orderId)).orderBy(asc(parcels.parcelNo)),
    db
      .select({ parcelId: parcelItems.parcelId, orderItemId: parcelItems.orderItemId, qty: parcelItems.qty })
      .from(parcelItems)
      .innerJoin(parcels, eq(parcels.id, parcelItems.parcelId))
      .where(eq(parcels.orderId, orderId))
      .orderBy(asc(parcelItems.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.appliedAt)),
    db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.requestedAt)),
    db
      .select({ certNo: guarantees.certNo, issuedAt: guarantees.issuedAt, voidedAt: guarantees.voidedAt })
      .from(guarantees)
      .where(eq(guarantees.orderId, orderId))
      .orderBy(asc(guarantees.issuedAt)),
    db
      .select({
        id: orderNotes.id,
        at: orderNotes.at,
        text: orderNotes.text,
        staffCode: staff.staffCode,
        staffName: staff.nickname,
      })
      .from(orderNotes)
      .innerJoin(staff, eq(staff.id, orderNotes.staffId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.at), asc(orderNotes.id)),
  ]);
  return {
    items,
    payments: pays,
    parcels: shipped.map((parcel) => ({ parcel, items: held.filter((item) => item.parcelId === parcel.id) })),
    refunds: refundRows,
    invoices: invoiceRows,
    guarantees: guaranteeRows,
    notes,
  };
}

/** Adds an internal note; answers it. */
export async function insertOrderNote(tx: Tx, orderId: number, staffId: number, text: string, at: Date) {
  const [row] = await tx.insert(orderNotes).values({ orderId, staffId, text, at }).returning();
  return row as typeof orderNotes.$inferSelect;
}

/**
 * Takes an order for shipping by hand: its id and state, locked for the transaction, and whether the
 * warehouse may ship it now (the sweep's own rule, {@link readyToShip}). Null when there is no such order.
 */
export async function lockOrderForShipping(
  tx: Tx,
  orderNo: string,
): Promise<{ id: number; orderNo: string; orderState: number; isReady: boolean } | null> {
  const [row] = rowsOf<{ id: number; order_no: string; order_state: number; is_ready: boolean }>(
    await tx.execute(sql`
      select orders.id, orders.order_no, orders.order_state, ${readyToShip} as is_ready
      from orders where orders.order_no = ${orderNo}
      for update of orders`),
  );
  if (!row) return null;
  return { id: Number(row.id), orderNo: row.order_no, orderState: Number(row.order_state), isReady: row.is_ready };
}

/** Whether the warehouse may ship an order now ({@link readyToShip}), without locking it (the order page's flag). */
export async function isReadyToShip(db: Conn, orderId: number): Promise<boolean> {
  const [row] = rowsOf<{ is_ready: boolean }>(
    await db.execute(sql`select ${readyToShip} as is_ready from orders where orders.id = ${orderId}`),
  );
  return row?.is_ready ?? false;
}
