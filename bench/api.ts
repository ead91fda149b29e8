import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { contentPaths } from '@mall/contract/content';
import { goodsPaths, searchPaths } from '@mall/contract/goods';
import { royaltyPaths } from '@mall/contract/royalty';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { readEnv } from '../apps/api/src/env';
import { seed } from '../apps/api/src/seed';
import { findPostgresBin, startThrowawayPostgres } from '../tools/postgres';

type Figures = { name: string; requestsPerSecond: number; p50: number; p99: number };

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** POST bodies a target cycles through (each connection sends them in turn). */
export type Posts = readonly Record<string, unknown>[];

/**
 * Catalogue reads as shoppers make them: categories, menu, gold price, goods detail, search (issue #6: one- and
 * two-character Chinese, a long phrase, brand, series and mould numbers, a filtered price sort) and royalty goods.
 */
export function catalogueReads(): readonly (readonly [string, string, Posts?])[] {
  const paths = contentPaths('mall');
  const search = searchPaths('mall');
  const goods = goodsPaths('mall');
  // Search as shoppers type it (issue #6): one- and two-character Chinese, a long phrase, brand,
  // series and mould numbers, a filtered price sort (per-gram pieces priced from today's gold price).
  const searches: Posts = [
    { keyword: '戒指', pageIndex: 1, pageSize: 20, orderType: 0 },
    { keyword: '金', pageIndex: 1, pageSize: 20, orderType: 2 },
    { keyword: '足金', pageIndex: 2, pageSize: 20, orderType: 3 },
    { keyword: '黄金戒指', pageIndex: 1, pageSize: 20, orderType: 1 },
    { keyword: '金缘·古法', pageIndex: 1, pageSize: 20, orderType: 4 },
    { keyword: '古法传承', pageIndex: 1, pageSize: 20 },
    { keyword: 'JYG000', pageIndex: 1, pageSize: 20 },
    {
      keyword: '',
      pageIndex: 1,
      pageSize: 20,
      orderType: 2,
      productGroupIds: [1],
      inStockOnly: true,
      minPriceFen: 100_000,
      maxPriceFen: 1_000_000,
    },
  ];
  const details: Posts = ['JYG00001', 'JYD00003', 'JYB00005', 'JYP00002', 'JYG00040', 'JYK00004'].map((mouldNo) => ({
    mouldNo,
  }));
  return [
    // Issue #16: a product page rendered by the server (its calls answered in-process), as browsers ask for
    // it: the page cache answers most (one render a second at most); `uncached ×1` below is a render's own cost.
    ['page /goods (server-rendered)', '/goods?mouldNo=JYG00001'],
    ['classifies', paths.classifies],
    ['menu tree', `${paths.menu}?menuType=0`],
    ['gold price', paths.ctfTodayGoldPrice],
    ['goods detail', goods.queryGoodsDetails, details],
    ['search', search.getSearchValueNew, searches],
    ['search conditions', search.getSearchCondition, searches.map(({ keyword }) => ({ keyword }))],
    [
      'royalty goods',
      royaltyPaths('mall').goodsList,
      [
        { pageIndex: 1, pageSize: 20 },
        { pageIndex: 1, pageSize: 20, orderType: 1 },
        { pageIndex: 2, pageSize: 10, orderType: 2 },
      ],
    ],
  ];
}

async function measure(name: string, url: string, posts?: Posts): Promise<Figures> {
  const requests = posts?.map((body) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
  const options = { url, connections, workers: 1, ...(requests ? { requests } : {}) };
  // The load comes from a worker thread, so the server under test has this event loop to itself.
  // A short warm-up first, so JIT and caches do not count against the first target.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors at ${url}`);
  return { name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Issue #16: a product page rendered anew for each request (a query no one asked for before, so the
 * page cache cannot answer), one request at a time: what a render itself costs, calls included.
 */
async function coldRenders(name: string, base: string, count = 40): Promise<Figures> {
  const times: number[] = [];
  const stamp = Date.now();
  for (let index = 0; index < count + 5; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/goods?mouldNo=JYG00001&cold=${stamp}-${index}`, {
      headers: { accept: 'text/html' },
    });
    await response.text();
    if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
    // The first few warm the JIT and the route modules.
    if (index >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return { name, requestsPerSecond: 1000 / mean, p50: at(0.5), p99: at(0.99) };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

async function mallOn(database: Database) {
  await migrate(database);
  // An explicit pepper, for the seed and the app alike: a Vite build earlier in the run may have set
  // NODE_ENV=production here, where the accounts' routes refuse to start without one (they read it
  // from process.env).
  const pepper = 'bench-only-pepper-not-a-secret-0123456789';
  process.env.PASSWORD_PEPPER ??= pepper;
  await seed(database, { now: new Date(), pepper: process.env.PASSWORD_PEPPER });
  const env = readEnv({ DATA_DIR: tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ env, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * Prints req/s and latency for: a bare node:http handler, Fastify's hello route, and catalogue
 * reads, goods detail and search (p99 targets: notes/targets.md) of the mall on PGlite and on PostgreSQL, each with its ratio to the bare handler measured
 * in the same run (DESIGN.md §8: figures, never pass/fail).
 */
export async function apiBench(): Promise<void> {
  const figures: Figures[] = [];
  const body = JSON.stringify({ code: 200, msg: 'success', data: 'hello' });

  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  figures.push(await measure('node:http hello', await listen(bare)));
  bare.close();

  const hello = Fastify();
  hello.get('/', async () => ({ code: 200, msg: 'success', data: 'hello' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  figures.push(await measure('fastify hello', `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}/`));
  await hello.close();

  const reads = catalogueReads();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-bench-'));
  const pglite = await openDatabase({ dataDir });
  const onPglite = await mallOn(pglite);
  for (const [name, url, posts] of reads)
    figures.push(await measure(`PGlite ${name}`, `${onPglite.base}${url}`, posts));
  figures.push(await coldRenders('PGlite page /goods, uncached ×1', onPglite.base));
  await onPglite.app.close();
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });

  const bin = findPostgresBin();
  if (bin) {
    const server = startThrowawayPostgres(bin);
    try {
      const postgres = await openDatabase({ dataDir: tmpdir(), databaseUrl: server.url });
      const onPostgres = await mallOn(postgres);
      for (const [name, url, posts] of reads)
        figures.push(await measure(`PostgreSQL ${name}`, `${onPostgres.base}${url}`, posts));
      figures.push(await coldRenders('PostgreSQL page /goods, uncached ×1', onPostgres.base));
      await onPostgres.app.close();
      await postgres.close();
    } finally {
      server.stop();
    }
  } else {
    console.log('(no PostgreSQL server installed: `bash scripts/ensure.sh postgres` for the PostgreSQL figures)');
  }

  const floor = figures[0]?.requestsPerSecond ?? 1;
  console.log(`${connections} connections, ${seconds} s each`);
  console.log(
    `${'target'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× bare'.padStart(7)}`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(36)} ${f.requestsPerSecond.toFixed(0).padStart(9)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${(f.requestsPerSecond / floor).toFixed(2).padStart(7)}`,
    );
  }
}
