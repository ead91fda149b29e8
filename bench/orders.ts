import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { checkoutPaths } from '@mall/contract/checkout';
import { orderPaths } from '@mall/contract/orders';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, rowsOf, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { readEnv } from '../apps/api/src/env';
import { seed } from '../apps/api/src/seed';
import { findPostgresBin, startThrowawayPostgres } from '../tools/postgres';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const setupRequest = path.join(path.dirname(fileURLToPath(import.meta.url)), 'orderRequest.cjs');
const paths = { ...checkoutPaths('mall'), ...orderPaths('mall') };

type Figures = { name: string; requestsPerSecond: number; p50: number; p99: number; orders: number };
type ReadFigures = { name: string; requestsPerSecond: number; p50: number; p99: number };

/**
 * Order creation under load (issue #7): a demo member places orders with a fresh Idempotency-Key
 * each, on a seeded mall, stock reserved in each order's transaction. Every answer must be 200.
 */
async function measureOrders(name: string, database: Database): Promise<{ create: Figures; list: ReadFigures }> {
  await migrate(database);
  await seed(database, { now: new Date(), pepper: 'bench-only-pepper-not-a-secret-0123456789' });
  const env = readEnv({ DATA_DIR: tmpdir(), LOG_LEVEL: 'warn', ORDER_SWEEP_SECONDS: '0' });
  const app = await buildApp({ env, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [member] = rowsOf<{ id: number; uoid: string }>(
      await database.db.execute(sql`select id, uoid from members where mobile = '13900000001'`),
    );
    if (!member) throw new Error('the seed has no demo member 13900000001');
    const { idToken } = await app.tokens.startSession({
      uid: member.id,
      uoid: member.uoid,
      isStaff: false,
      staffCode: '',
      nickname: 'bench',
    });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${idToken}`, idToken };
    // A fixed-price piece in stock, with enough stock that the bench never runs out.
    const [sku] = rowsOf<{ id: number; goods_id: number; attribute: string }>(
      await database.db.execute(sql`
      select k.id, k.goods_id, k.attribute from goods_skus k join goods g on g.id = k.goods_id
      where g.is_on_sale and g.pricing_mode = 'fixed' and k.stock_web > 0 order by k.id limit 1`),
    );
    if (!sku) throw new Error('the seed has no fixed-price piece in stock');
    await database.db.execute(sql`update goods_skus set stock_web = 10000000 where id = ${sku.id}`);
    const lines = [{ goodID: Number(sku.goods_id), attribute: sku.attribute, buyNum: 1 }];
    const call = async (url: string, body: unknown) => {
      const response = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
      return (await response.json()) as { data: Record<string, number> };
    };
    const confirm = await call(paths.orderConfirm, { lines });
    const addresses = await fetch(`${base}${paths.addressList}`, { headers });
    const addressId = ((await addresses.json()) as { data: { id: number }[] }).data[0]?.id;
    const body = JSON.stringify({ lines, addressId, expectedPayableFen: confirm.data.payableFen });
    const count = async () =>
      Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from orders`))[0]?.n);
    const before = await count();
    const options = {
      url: `${base}${paths.orderCreate}`,
      connections,
      workers: 1,
      requests: [{ method: 'POST' as const, headers, body, setupRequest }],
    };
    await autocannon({ ...options, duration: 1 });
    const result = await autocannon({ ...options, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const create = {
      name: `${name} order/create`,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      orders: (await count()) - before,
    };
    // The order centre's first page (issue #12), for the same member, who now has every order just made.
    const read = { url: `${base}${paths.orderList}?tab=all&pageIndex=1&pageSize=10`, connections, workers: 1, headers };
    await autocannon({ ...read, duration: 1 });
    const listed = await autocannon({ ...read, duration: seconds });
    if (listed.non2xx > 0 || listed.errors > 0)
      throw new Error(`${name} order list: ${listed.non2xx} non-2xx, ${listed.errors} errors`);
    const list = {
      name: `${name} order/list`,
      requestsPerSecond: listed.requests.average,
      p50: listed.latency.p50,
      p99: listed.latency.p99,
    };
    return { create, list };
  } finally {
    await app.close();
  }
}

/**
 * Prints order-creation and order-list req/s and p50/p99 at BENCH_CONNECTIONS (10) on PGlite and
 * PostgreSQL (DESIGN.md §8: figures, never pass/fail; issue #12 target: the list's p99 ≤ 25 ms on PostgreSQL).
 */
export async function ordersBench(): Promise<void> {
  const figures: Figures[] = [];
  const reads: ReadFigures[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-bench-orders-'));
  const pglite = await openDatabase({ dataDir });
  try {
    const measured = await measureOrders('PGlite', pglite);
    figures.push(measured.create);
    reads.push(measured.list);
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bin = findPostgresBin();
  if (bin) {
    const server = startThrowawayPostgres(bin);
    try {
      const postgres = await openDatabase({ dataDir: tmpdir(), databaseUrl: server.url });
      try {
        const measured = await measureOrders('PostgreSQL', postgres);
        figures.push(measured.create);
        reads.push(measured.list);
      } finally {
        await postgres.close();
      }
    } finally {
      server.stop();
    }
  } else {
    console.log('(no PostgreSQL server installed: `bash scripts/ensure.sh postgres` for the PostgreSQL figures)');
  }
  console.log(`${connections} connections, ${seconds} s each; every request a new order with its own Idempotency-Key`);
  console.log(
    `${'target'.padEnd(28)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'orders'.padStart(7)}`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(28)} ${f.requestsPerSecond.toFixed(0).padStart(9)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.orders).padStart(7)}`,
    );
  }
  console.log(`\nthe order centre's first page (10 orders) for that member, ${connections} connections`);
  console.log(`${'target'.padEnd(28)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  for (const f of reads) {
    console.log(
      `${f.name.padEnd(28)} ${f.requestsPerSecond.toFixed(0).padStart(9)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)}`,
    );
  }
}
