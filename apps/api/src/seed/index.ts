import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgInsertValue, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { simulatedWarehouse } from '../adapters/warehouse';
import { passwordPepper } from '../env';
import { fulfilmentLines, insertParcels } from '../repositories/fulfilment';
import type { CategoryObject } from '@mall/contract/goods';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import {
  brandRows,
  buildActivities,
  buildCatalogue,
  buildComments,
  productGroupRows,
  productTypeRows,
  seriesRows,
} from './catalog';
import {
  buildAdverts,
  buildArticles,
  buildBannedWords,
  buildClassifies,
  buildClauses,
  buildGoldDecoration,
  buildGrayingDays,
  buildKeywords,
  buildNotices,
  buildOfficialStores,
  buildTopics,
  footerMenus,
  headerMenus,
  type MenuNode,
} from './content';
import { buildGoldPrices } from './goldPrices';
import { writeSnapshots } from '../repositories/snapshots';
import { isOpenedByDeposit, livesThroughTransitions, placeDemoOrder } from './lifecycle';
import { buildOrders, type OrderDraft } from './orders';
import {
  buildMembers,
  buildOpsRoles,
  buildStaff,
  cardLevelRows,
  clauseVersionsSigned,
  demoAddresses,
  storeHistory,
} from './people';
import { storePurchase } from '../repositories/points';
import { createRandom } from './random';
import { regions } from '../lib/regions';
import { buildRoyaltyFunds, buildRoyaltyGoods, buildRoyaltyOrders } from './royalty';

export { DEMO_ACCOUNTS, demoMemberPassword, demoStaffPassword } from './people';
export { advertTags } from './content';

/**
 * The version of the demo data. Bump it whenever the seed's output changes: a server starting on
 * a database seeded with another version rebuilds the demo (a matching version is left alone).
 */
export const SEED_VERSION = '2026.12-08';

/**
 * The key of the demo's random draws. It stays put when the version is bumped for a new field, so a
 * bump does not reshuffle the catalogue, activities and orders that the tests and the README's
 * examples were written against (it was `jinyuan-seed-${SEED_VERSION}` until 2026.11-5).
 */
const seedRandomKey = 'jinyuan-seed-2026.11-4';

/** The `meta` key holding the seed version. */
export const seedVersionKey = 'seed_version';

/** An arbitrary, fixed advisory-lock key: one seeder at a time across API instances. */
const SEED_LOCK = 4_220_581;

/** Rows per INSERT: few statements (PGlite pays per statement), far under the 65,535-parameter cap. */
const batchSize = 500;

type Db = PgDatabase<PgQueryResultHKT>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every demo table, emptied together; `meta` is not one (it records facts about the database). */
const demoTables = [
  schema.orderNotes,
  schema.staffRoles,
  schema.opsRolePermissions,
  schema.opsRoles,
  schema.guarantees,
  schema.pointsLedger,
  schema.consumptionRecords,
  schema.parcelItems,
  schema.parcels,
  schema.payments,
  schema.orderRequests,
  schema.addresses,
  schema.orderReviews,
  schema.orderItems,
  schema.orders,
  schema.clauseSigns,
  schema.members,
  schema.staffRoyaltyFunds,
  schema.staff,
  schema.cardLevels,
  schema.royaltyGoods,
  schema.marketingActivityGoods,
  schema.marketingActivities,
  schema.goodsComments,
  schema.goodsImages,
  schema.goodsSkus,
  schema.goods,
  schema.series,
  schema.brands,
  schema.productTypes,
  schema.productGroups,
  schema.menus,
  schema.notices,
  schema.grayingDays,
  schema.goldPrices,
  schema.goldPriceDecorations,
  schema.adverts,
  schema.classifies,
  schema.topics,
  schema.articles,
  schema.officialStores,
  schema.clauses,
  schema.searchKeywords,
  schema.bannedWords,
] as const;

export type SeedOptions = {
  /** Every date in the demo is relative to this instant. */
  now: Date;
  /** Rebuild even when the database already holds this seed version. */
  reset?: boolean;
  /**
   * Leave a database seeded with any version alone (production: a newer seed must never truncate
   * real orders and members; only `reset` rebuilds, on purpose).
   */
  keepExisting?: boolean;
  /** The password pepper; defaults to PASSWORD_PEPPER (or the development pepper outside production). */
  pepper?: string;
};

export type SeedResult = { skipped: boolean; counts: Record<string, number> };

/** Stops the seed: its own data is wrong (the message says how). */
function failSeed(message: string): never {
  throw new Error(`seed: ${message}`);
}

async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: readonly PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(table).values(rows.slice(start, start + batchSize) as PgInsertValue<T>[]);
  }
}

async function storedVersion(db: Db | Tx): Promise<string | undefined> {
  const rows = await db
    .select({ value: schema.meta.value })
    .from(schema.meta)
    .where(eq(schema.meta.key, seedVersionKey));
  return rows[0]?.value;
}

/**
 * Builds the demo mall from nothing (DESIGN.md §5). Deterministic: a seeded generator and dates
 * relative to `options.now`, so two runs with the same `now` write the same rows (password hashes and
 * gift share tokens aside: argon2 salts and tokens are random by design). Re-runnable: a database already holding
 * `SEED_VERSION` is left alone unless `reset`; otherwise one transaction empties every demo table
 * (`truncate … restart identity cascade`) and fills it again.
 */
export async function seed(database: Database, options: SeedOptions): Promise<SeedResult> {
  const db = database.db as unknown as Db;
  const isCurrent = (stored: string | undefined) =>
    stored === SEED_VERSION || (options.keepExisting === true && stored !== undefined);
  if (!options.reset && isCurrent(await storedVersion(db))) return { skipped: true, counts: {} };

  const { now } = options;
  const pepper = options.pepper ?? passwordPepper(process.env);
  const random = createRandom(seedRandomKey);

  // Everything that can be computed outside the transaction is, so it holds its lock briefly.
  const prices = buildGoldPrices(random.fork('gold'), now);
  const today = prices[prices.length - 1] as (typeof prices)[number];
  const catalogue = buildCatalogue(random.fork('catalogue'), now, today);
  const activities = buildActivities(random.fork('activities'), now, catalogue);
  const topicRows = buildTopics(random.fork('topics'), catalogue);
  const articleRows = buildArticles(now);
  const [memberDrafts, staffRows] = await Promise.all([buildMembers(now, pepper), buildStaff(pepper)]);
  const orderDrafts = buildOrders(
    random.fork('orders'),
    now,
    catalogue,
    prices,
    memberDrafts.map((member) => ({ key: member.key, name: member.row.nickname ?? '', mobile: member.row.mobile })),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Another instance may have seeded while this one was hashing passwords.
    if (!options.reset && isCurrent(await storedVersion(tx))) return { skipped: true, counts: {} };
    await tx.execute(sql`truncate ${sql.join([...demoTables], sql`, `)} restart identity cascade`);

    const counts: Record<string, number> = {};
    const count = (name: string, rows: number) => {
      counts[name] = (counts[name] ?? 0) + rows;
    };

    // Catalogue.
    await insertRows(tx, schema.productTypes, productTypeRows);
    await insertRows(tx, schema.productGroups, productGroupRows);
    const brandIds = new Map(
      (await tx.insert(schema.brands).values(brandRows()).returning()).map((row) => [row.name, row.id]),
    );
    const seriesIds = new Map(
      (await tx.insert(schema.series).values(seriesRows(brandIds)).returning()).map((row) => [row.name, row.id]),
    );
    count('product_types', productTypeRows.length);
    count('product_groups', productGroupRows.length);
    count('brands', brandIds.size);
    count('series', seriesIds.size);

    const goodsIds = new Map<string, number>();
    for (let start = 0; start < catalogue.length; start += batchSize) {
      const rows = catalogue.slice(start, start + batchSize).map((draft) => ({
        ...draft.row,
        brandId: brandIds.get(draft.brand) as number,
        seriesId: seriesIds.get(draft.seriesName) ?? null,
      }));
      const inserted = await tx
        .insert(schema.goods)
        .values(rows)
        .returning({ id: schema.goods.id, mouldNo: schema.goods.mouldNo });
      for (const row of inserted) goodsIds.set(row.mouldNo, row.id);
    }
    count('goods', goodsIds.size);

    const skuRows = catalogue.flatMap((draft) =>
      draft.skus.map((sku) => ({ ...sku, goodsId: goodsIds.get(draft.row.mouldNo) as number })),
    );
    const skuIds = new Map<string, number>();
    for (let start = 0; start < skuRows.length; start += batchSize) {
      const inserted = await tx
        .insert(schema.goodsSkus)
        .values(skuRows.slice(start, start + batchSize))
        .returning({
          id: schema.goodsSkus.id,
          goodsId: schema.goodsSkus.goodsId,
          attribute: schema.goodsSkus.attribute,
        });
      for (const row of inserted) skuIds.set(`${row.goodsId}|${row.attribute}`, row.id);
    }
    count('goods_skus', skuRows.length);

    const imageRows = catalogue.flatMap((draft) =>
      draft.images.map((image) => ({ ...image, goodsId: goodsIds.get(draft.row.mouldNo) as number })),
    );
    await insertRows(tx, schema.goodsImages, imageRows);
    count('goods_images', imageRows.length);

    const commentRows = buildComments(random.fork('comments'), now, catalogue, goodsIds);
    await insertRows(tx, schema.goodsComments, commentRows);
    count('goods_comments', commentRows.length);

    const activityIds = await tx
      .insert(schema.marketingActivities)
      .values(activities.map((activity) => activity.row))
      .returning({ id: schema.marketingActivities.id });
    const activityGoods = activities.flatMap((activity, index) =>
      activity.mouldNos.map((mouldNo) => ({
        activityId: activityIds[index]?.id as number,
        goodsId: goodsIds.get(mouldNo) as number,
      })),
    );
    await insertRows(tx, schema.marketingActivityGoods, activityGoods);
    count('marketing_activities', activityIds.length);
    count('marketing_activity_goods', activityGoods.length);

    // Content.
    await insertRows(tx, schema.goldPrices, prices);
    count('gold_prices', prices.length);
    const decoration = buildGoldDecoration();
    await insertRows(tx, schema.goldPriceDecorations, decoration);
    count('gold_price_decorations', decoration.length);
    const noticeRows = buildNotices(now);
    await insertRows(tx, schema.notices, noticeRows);
    count('notices', noticeRows.length);
    const grayRows = buildGrayingDays(now);
    await insertRows(tx, schema.grayingDays, grayRows);
    count('graying_days', grayRows.length);

    const classifyTree = buildClassifies();
    const roots = await tx
      .insert(schema.classifies)
      .values(classifyTree.map((node) => node.root))
      .returning({ id: schema.classifies.id });
    const classifyChildren = classifyTree.flatMap((node, index) =>
      node.children.map((child) => ({ ...child, pid: roots[index]?.id as number })),
    );
    await insertRows(tx, schema.classifies, classifyChildren);
    count('classifies', roots.length + classifyChildren.length);

    const topicIds = (await tx.insert(schema.topics).values(topicRows).returning({ id: schema.topics.id })).map(
      (row) => row.id,
    );
    count('topics', topicIds.length);
    const articleIds = await tx
      .insert(schema.articles)
      .values(articleRows.map((article) => article.row))
      .returning({ id: schema.articles.id });
    const helpIds = new Map(articleRows.map((article, index) => [article.key, articleIds[index]?.id as number]));
    count('articles', articleIds.length);
    const storeRows = buildOfficialStores();
    await insertRows(tx, schema.officialStores, storeRows);
    count('official_stores', storeRows.length);

    const advertRows = buildAdverts(random.fork('adverts'), now, catalogue, topicIds);
    await insertRows(tx, schema.adverts, advertRows);
    count('adverts', advertRows.length);

    const insertMenus = async (menuType: 0 | 1, nodes: readonly MenuNode[]) => {
      const parents = await tx
        .insert(schema.menus)
        .values(
          nodes.map((node, index) => ({
            menuType,
            title: node.title,
            jumpLink: node.jumpLink,
            srcLink: node.ad?.src ?? '',
            adName: node.ad?.name ?? '',
            adToLink: node.ad?.toLink ?? '',
            sort: index + 1,
          })),
        )
        .returning({ id: schema.menus.id });
      const children = nodes.flatMap((node, index) =>
        (node.children ?? []).map((child, childIndex) => ({
          menuType,
          pid: parents[index]?.id as number,
          title: child.title,
          jumpLink: child.jumpLink,
          sort: childIndex + 1,
        })),
      );
      await insertRows(tx, schema.menus, children);
      count('menus', parents.length + children.length);
    };
    await insertMenus(0, headerMenus(topicIds, helpIds));
    await insertMenus(1, footerMenus(helpIds));

    const clauseRows = buildClauses(now);
    await insertRows(tx, schema.clauses, clauseRows);
    count('clauses', clauseRows.length);
    const keywordRows = buildKeywords();
    await insertRows(tx, schema.searchKeywords, keywordRows);
    count('search_keywords', keywordRows.length);
    const bannedRows = buildBannedWords();
    await insertRows(tx, schema.bannedWords, bannedRows);
    count('banned_words', bannedRows.length);

    // People.
    await insertRows(tx, schema.cardLevels, cardLevelRows);
    count('card_levels', cardLevelRows.length);
    const memberIds = new Map(
      (
        await tx
          .insert(schema.members)
          .values(
            // Points, consumption and card level come from the history below, through the real rules.
            memberDrafts.map((member) => ({
              ...member.row,
              points: 0,
              consumeAmountFen: 0,
              cardLevel: 1,
              membershipExpirationDate: null,
            })),
          )
          .returning({ id: schema.members.id, uoid: schema.members.uoid })
      ).map((row) => [row.uoid, row.id]),
    );
    const memberIdByKey = new Map(memberDrafts.map((member) => [member.key, memberIds.get(member.row.uoid) as number]));
    count('members', memberIds.size);
    const staffIds = new Map(
      (
        await tx
          .insert(schema.staff)
          .values(staffRows)
          .returning({ id: schema.staff.id, staffCode: schema.staff.staffCode })
      ).map((row) => [row.staffCode, row.id]),
    );
    count('staff', staffIds.size);
    // The operations console's roles and who holds them (issue #29); ops_audit is never emptied.
    const ops = buildOpsRoles();
    await insertRows(tx, schema.opsRoles, ops.roles);
    await insertRows(tx, schema.opsRolePermissions, ops.grants);
    const holders = ops.holders.map(({ staffCode, role }) => ({ staffId: staffIds.get(staffCode) as number, role }));
    await insertRows(tx, schema.staffRoles, holders);
    count('ops_roles', ops.roles.length);
    count('staff_roles', holders.length);
    // The royalty shop (spec §1): its range and each staff user's rights fund for the year.
    const royaltyRange = buildRoyaltyGoods(catalogue);
    const royaltyRows = royaltyRange.map(({ mouldNo, ...row }) => ({
      ...row,
      goodsId: goodsIds.get(mouldNo) as number,
    }));
    await insertRows(tx, schema.royaltyGoods, royaltyRows);
    count('royalty_goods', royaltyRows.length);
    // The funds count what the staff's rights-fund orders (written below) took.
    const fundOrders = buildRoyaltyOrders(now, royaltyRange, catalogue);
    const fundRows = buildRoyaltyFunds(now, staffIds, fundOrders);
    await insertRows(tx, schema.staffRoyaltyFunds, fundRows);
    count('staff_royalty_funds', fundRows.length);
    const signs = memberDrafts.flatMap((member) =>
      Object.entries(clauseVersionsSigned(member.key)).map(([clauseKey, clauseVersion]) => ({
        memberId: memberIdByKey.get(member.key) as number,
        clauseKey,
        clauseVersion,
        signedAt: member.row.createdAt ?? now,
      })),
    );
    await insertRows(tx, schema.clauseSigns, signs);
    count('clause_signs', signs.length);
    // Each address also keeps its GB/T 2260 codes (issue #13), looked up by name in the same tree
    // the server checks saves against: a name the tree does not know stops the seed.
    const { index: regionIndex } = regions();
    const addressRows = Object.entries(demoAddresses).flatMap(([key, list]) =>
      list.map((address, index) => ({
        ...address,
        ...(regionIndex.codesOf(address) ??
          failSeed(`demo address ${address.province} ${address.city} ${address.district} is not a GB/T 2260 place`)),
        ownerUid: memberIdByKey.get(key) as number,
        isDefault: index === 0,
        createdAt: new Date(now.getTime() - (list.length - index) * 86_400_000),
      })),
    );
    await insertRows(tx, schema.addresses, addressRows);
    count('addresses', addressRows.length);

    // The members' store purchases before the online orders, oldest first: consumption, points earned
    // (and expired), card levels, through the rules real traffic takes (issue #13).
    const purchases = storeHistory(now).sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const purchase of purchases) {
      await storePurchase(tx, memberIdByKey.get(purchase.memberKey) as number, purchase);
    }
    count('store_purchases', purchases.length);

    // Orders in the states the server reaches itself live through its transitions (seed/lifecycle.ts);
    // the others are written as the stores' system hands them over, then linked (deposit and balance).
    const waybillDigits = random.fork('waybills');
    const warehouse = simulatedWarehouse((length) =>
      Array.from({ length }, () => String(waybillDigits.int(0, 9))).join(''),
    );
    const imported = orderDrafts.filter((order) => !livesThroughTransitions(order) && !isOpenedByDeposit(order));
    const orderIds = new Map(
      (
        await tx
          .insert(schema.orders)
          .values(imported.map((order) => ({ ...order.row, memberId: memberIdByKey.get(order.memberKey) as number })))
          .returning({ id: schema.orders.id, orderNo: schema.orders.orderNo })
      ).map((row) => [row.orderNo, row.id]),
    );
    const orderIdByKey = new Map(imported.map((order) => [order.key, orderIds.get(order.row.orderNo) as number]));
    for (const order of imported.filter((candidate) => candidate.relatedKey)) {
      await tx
        .update(schema.orders)
        .set({ relatedOrderId: orderIdByKey.get(order.relatedKey as string) as number })
        .where(eq(schema.orders.id, orderIdByKey.get(order.key) as number));
    }
    const linesOf = (order: OrderDraft) =>
      order.items.map((item) => {
        const goodsId = goodsIds.get(item.mouldNo) as number;
        return { ...item, goodsId, skuId: skuIds.get(`${goodsId}|${item.attribute}`) ?? null };
      });
    const itemRows = imported.flatMap((order) =>
      linesOf(order).map((item) => ({ ...item, orderId: orderIdByKey.get(order.key) as number })),
    );
    await insertRows(tx, schema.orderItems, itemRows);
    // Trade snapshots of every imported line, from the goods as seeded (issue #12).
    await writeSnapshots(tx, [...orderIds.values()], now);

    // The imported orders that left the warehouse shipped as real ones do (issue #12): the simulated
    // warehouse splits them into parcels with carriers and waybills (from the seed's own digits, so the demo repeats).
    const shipped = imported.filter((order) => order.row.shippedAt);
    const shippedLines = await fulfilmentLines(
      tx,
      shipped.map((order) => orderIdByKey.get(order.key) as number),
    );
    for (const order of shipped) {
      const orderId = orderIdByKey.get(order.key) as number;
      const planned = await warehouse.ship({
        orderNo: order.row.orderNo,
        lines: shippedLines.filter((line) => line.orderId === orderId),
      });
      await insertParcels(tx, orderId, planned, order.row.shippedAt as Date);
    }

    // The staff's rights-fund orders (issue #13), handed over by the staff purchase system like the
    // stores' orders above: paid from the fund, not through the mall's cashier; the one received left
    // the warehouse as every shipped order does.
    for (const order of fundOrders) {
      const [placed] = await tx
        .insert(schema.orders)
        .values({ ...order.row, staffId: staffIds.get(order.staffCode) as number })
        .returning({ id: schema.orders.id });
      const orderId = placed?.id as number;
      const goodsId = goodsIds.get(order.item.mouldNo) as number;
      await tx.insert(schema.orderItems).values({
        ...order.item,
        orderId,
        goodsId,
        skuId: skuIds.get(`${goodsId}|${order.item.attribute}`) ?? null,
      });
      await writeSnapshots(tx, [orderId], now);
      if (order.row.shippedAt) {
        const planned = await warehouse.ship({
          orderNo: order.row.orderNo,
          lines: await fulfilmentLines(tx, [orderId]),
        });
        await insertParcels(tx, orderId, planned, order.row.shippedAt);
      }
    }

    const orderNos = new Map(orderDrafts.map((order) => [order.key, order.row.orderNo]));
    const people = new Map(
      memberDrafts.map((member) => [
        member.key,
        { id: memberIdByKey.get(member.key) as number, nickname: member.row.nickname ?? '' },
      ]),
    );
    for (const order of orderDrafts.filter(livesThroughTransitions)) {
      const lines = linesOf(order).map((item) => ({
        skuId: item.skuId as number,
        goodID: item.goodsId,
        mouldNo: item.mouldNo,
        title: item.title,
        thumb: item.thumb,
        attribute: item.attribute,
        buyNum: item.qty,
        unitPriceFen: item.unitPriceFen,
        productTypeID: item.productTypeId,
        category: item.category as CategoryObject,
        pointProductType: item.pointProductType ?? null,
      }));
      await placeDemoOrder(tx, order, lines, { people, warehouse, orderNos });
    }
    // The demo places its orders one after another, where real ones interleave in time: each ledger
    // row's balance is restated in time order, as the page lists them (the balance itself is unchanged).
    await tx.execute(sql`
      update points_ledger set balance_after = running.balance
      from (select id, sum(delta) over (partition by member_id order by occurred_at, id)::int as balance
            from points_ledger) running
      where running.id = points_ledger.id and points_ledger.balance_after <> running.balance`);
    // What the transitions wrote, counted as it stands.
    const tally = async (table: PgTable) => Number((await tx.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);
    for (const [name, table] of [
      ['orders', schema.orders],
      ['order_items', schema.orderItems],
      ['order_item_snapshots', schema.orderItemSnapshots],
      ['parcels', schema.parcels],
      ['payments', schema.payments],
      ['refunds', schema.refunds],
      ['order_reviews', schema.orderReviews],
      ['points_ledger', schema.pointsLedger],
      ['consumption_records', schema.consumptionRecords],
      ['guarantees', schema.guarantees],
    ] as const)
      counts[name] = await tally(table);

    await tx
      .insert(schema.meta)
      .values({ key: seedVersionKey, value: SEED_VERSION, updatedAt: now })
      .onConflictDoUpdate({ target: schema.meta.key, set: { value: SEED_VERSION, updatedAt: now } });
    return { skipped: false, counts };
  });
}
