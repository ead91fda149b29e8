import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, startApiInstance, type ApiInstance } from '../../../../tools/cluster';
import { signedNotification } from '../../src/adapters/sandboxPayment';
import { openDatabase, rowsOf, type Database } from '../../src/db/database';
import {
  addBuyers,
  bearer,
  instanceEnv,
  paths,
  payableOf,
  payNotifySecret,
  pieceWithStock,
  portRanges,
  post,
  seededPglite,
  seededPostgres,
  stockOf,
  type Buyer,
  type Sku,
} from './mallCluster';

const adminUrl = inject('clusterDatabaseUrl');
/** Buyers in the burst, each: create its order, open a payment, deliver the PSP's notice (3 requests). */
const buyerCount = 120;
/** Parallel shoppers. */
const workers = 16;
/** The instance is killed once this many requests of the burst were answered (creations and payments). */
const killAfterAnswers = 210;
const stockAtStart = 1000;

type Outcome = {
  buyer: Buyer;
  key: string;
  /** The order number of an acknowledged creation. */
  created?: string;
  payNo?: string;
  /** The PSP's notice was answered SUCCESS. */
  settled?: boolean;
};

type Engine = 'PostgreSQL' | 'PGlite';

/**
 * What an engine gives the test: the database to look at between runs (PGlite is one process: the test
 * opens the data folder only while no instance holds it) and the environment an instance starts with.
 */
type Mall = { env: Record<string, string>; open(): Promise<Database>; release(database: Database): Promise<void> };

async function mallOn(engine: Engine, scratch: string): Promise<{ mall: Mall; dispose(): Promise<void> }> {
  if (engine === 'PostgreSQL') {
    const pgMall = await seededPostgres(adminUrl, 'crash');
    return {
      mall: {
        env: { DATABASE_URL: pgMall.databaseUrl, DATA_DIR: scratch },
        open: async () => pgMall.database,
        release: async () => undefined,
      },
      dispose: () => pgMall.dispose(),
    };
  }
  const { database, dataDir } = await seededPglite();
  await database.close();
  return {
    mall: {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      release: (opened) => opened.close(),
    },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * issue #17 "Crash and restart with nothing lost": kill -9 the API during a burst of order creations and
 * payments, then look at what the database kept, restart on the same database and retry every creation
 * with its Idempotency-Key.
 */
describe.skipIf(!adminUrl).each<Engine>(['PostgreSQL', 'PGlite'])(
  'kill -9 during a burst on %s (issue #17)',
  (engine) => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'mall-crash-'));
    let cleanup: () => Promise<void> = async () => undefined;
    let instance: ApiInstance | undefined;
    afterAll(async () => {
      await instance?.stop();
      await cleanup();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('keeps every acknowledged order whole, every other one whole or absent, and a retry answers the same order', async () => {
      const { mall, dispose } = await mallOn(engine, scratch);
      cleanup = dispose;
      let database = await mall.open();
      const sku: Sku = await pieceWithStock(database.db, stockAtStart);
      const buyers = await addBuyers(database.db, buyerCount, engine === 'PGlite' ? '51' : '52', sku);
      await mall.release(database);

      const port = await freePort(...portRanges.api);
      const start = () => startApiInstance(`crash-${engine}`, port, { ...instanceEnv, ...mall.env });
      instance = await start();
      const base = instance.url;
      const payable = await payableOf(base, buyers[0] as Buyer, sku);
      const body = {
        lines: [{ goodID: sku.goodsId, attribute: sku.attribute, buyNum: 1 }],
        expectedPayableFen: payable,
      };
      const outcomes: Outcome[] = buyers.map((buyer) => ({ buyer, key: randomUUID() }));

      // The burst: shoppers create, open a payment and get the notice, until the process dies under them.
      let answered = 0;
      let killed: Promise<void> | undefined;
      const crashed = instance;
      const answer = () => {
        answered += 1;
        if (answered === killAfterAnswers) killed = crashed.crash();
      };
      const shop = async (outcome: Outcome) => {
        const { buyer } = outcome;
        const created = await post(
          base,
          paths.orderCreate,
          { ...body, addressId: buyer.addressId },
          {
            ...bearer(buyer.token),
            'idempotency-key': outcome.key,
          },
        );
        answer();
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        outcome.created = created.body.data.orderNo as string;
        const pay = await post(
          base,
          paths.payCreate,
          { orderNo: outcome.created, method: 'wechat' },
          bearer(buyer.token),
        );
        answer();
        expect(pay.status, JSON.stringify(pay.body)).toBe(200);
        outcome.payNo = pay.body.data.payNo as string;
        const notice = signedNotification(
          { payNo: outcome.payNo, orderNo: outcome.created, amountFen: payable, status: 'SUCCESS' },
          payNotifySecret,
          new Date(),
        );
        const settled = await post(base, paths.payNotify, notice);
        answer();
        outcome.settled = settled.body.code === 'SUCCESS';
      };
      const queue = [...outcomes];
      const refusals: string[] = [];
      await Promise.all(
        Array.from({ length: workers }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            try {
              await shop(next);
            } catch (error) {
              // Unanswered (the process is gone): fine. An answer other than success before the crash is not.
              if (!killed) refusals.push(String(error));
            }
          }
        }),
      );
      await killed;
      expect(refusals).toEqual([]);
      expect(killed, 'the burst ended before the kill').toBeDefined();
      expect(answered).toBeGreaterThanOrEqual(killAfterAnswers);
      instance = undefined;

      // What the database kept, read with no instance running.
      database = await mall.open();
      const ordersOf = async () =>
        new Map(
          rowsOf<{ member_id: number; order_no: string; order_state: number; items: number; bag: number }>(
            await database.db.execute(sql`
            select m.id as member_id, o.order_no, o.order_state,
              (select count(*)::int from order_items i where i.order_id = o.id and i.goods_id = ${sku.goodsId}) as items,
              (select count(*)::int from cart_items c where c.uid = m.id) as bag
            from members m join orders o on o.member_id = m.id
            where m.id in (${sql.join(
              buyers.map((buyer) => sql`${buyer.uid}`),
              sql`, `,
            )})`),
          ).map((row) => [Number(row.member_id), row]),
        );
      const bagOf = async () =>
        new Set(
          rowsOf<{ uid: number }>(
            await database.db.execute(sql`select uid from cart_items where goods_id = ${sku.goodsId}`),
          ).map((row) => Number(row.uid)),
        );
      const verify = async (stage: string) => {
        const orders = await ordersOf();
        const bag = await bagOf();
        for (const outcome of outcomes) {
          const order = orders.get(outcome.buyer.uid);
          const where = `${stage}: buyer ${outcome.buyer.uid}`;
          if (outcome.created) expect(order?.order_no, where).toBe(outcome.created);
          if (order) {
            // Whole: its line, its stock (counted below) and its bag line gone, all or nothing.
            expect(order.items, where).toBe(1);
            expect(bag.has(outcome.buyer.uid), where).toBe(false);
            if (outcome.settled) expect(order.order_state, where).toBe(2);
          } else {
            expect(bag.has(outcome.buyer.uid), where).toBe(true);
          }
        }
        expect(stockAtStart - (await stockOf(database.db, sku)), stage).toBe(orders.size);
        return orders;
      };
      const afterCrash = await verify('after the crash');
      const unacknowledged = outcomes.filter((outcome) => !outcome.created);
      expect(afterCrash.size).toBeGreaterThanOrEqual(outcomes.filter((outcome) => outcome.created).length);
      await mall.release(database);

      // Restart on the same database and retry every creation with its own key and body.
      instance = await start();
      const restarted = instance.url;
      const retries = await Promise.all(
        outcomes.map((outcome) =>
          post(
            restarted,
            paths.orderCreate,
            { ...body, addressId: outcome.buyer.addressId },
            {
              ...bearer(outcome.buyer.token),
              'idempotency-key': outcome.key,
            },
          ).then((answer) => ({ outcome, answer })),
        ),
      );
      for (const { outcome, answer } of retries) {
        const kept = afterCrash.get(outcome.buyer.uid);
        expect(answer.status, `retry of buyer ${outcome.buyer.uid}: ${JSON.stringify(answer.body)}`).toBe(200);
        if (kept) expect(answer.body.data.orderNo).toBe(kept.order_no);
      }
      await instance.stop();
      instance = undefined;
      database = await mall.open();
      const afterRetry = await verify('after the retries');
      expect(afterRetry.size).toBe(buyerCount);
      await mall.release(database);
      console.log(
        `${engine}: kill -9 after ${killAfterAnswers} answered requests; ${outcomes.length - unacknowledged.length} orders acknowledged, ` +
          `${afterCrash.size} kept, ${unacknowledged.length} unacknowledged (${afterCrash.size - outcomes.length + unacknowledged.length} of them committed); ` +
          `after the restart every retry answered its order`,
      );
    }, 300_000);
  },
);
