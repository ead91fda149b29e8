import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { signedNotification } from '../apps/api/src/adapters/sandboxPayment';
import { rowsOf, type Db } from '../apps/api/src/db/database';
import {
  addBuyers,
  bearer,
  paths,
  payableOf,
  payNotifySecret,
  pieceWithStock,
  portRanges,
  seededPostgres,
  startCluster,
  type Buyer,
  type Sku,
} from '../apps/api/test/cluster/mallCluster';
import { findNginx, freePort, startNginx } from '../tools/cluster';
import { findPostgresBin, startThrowawayPostgres } from '../tools/postgres';
import { catalogueReads, type Posts } from './api';

/**
 * issue #17 "Load, measured": order creation and payment (create → pay/create → the PSP's signed notice,
 * each connection a shopper of its own) and catalogue reads, on one API instance and on two, both behind
 * nginx on one PostgreSQL, so the ratio is the instances' alone. Figures, never pass/fail (DESIGN.md §8); on a
 * shared 2-core machine they are indicative: the instances, PostgreSQL, nginx and the load share two cores.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

type Figures = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number; extra: string };

/** Shoppers enough that two connections rarely place orders for one member at once (that row is locked per order). */
const shoppers = 200;

async function ordersAndPayments(name: string, base: string, db: Db, buyers: Buyer[], sku: Sku): Promise<Figures> {
  const payable = await payableOf(base, buyers[0] as Buyer, sku);
  /** Orders of the piece, paid ones, and its stock, in one statement (one snapshot: no order commits between them). */
  const tally = async () => {
    const [row] = rowsOf<{ orders: number; paid: number; stock: number }>(
      await db.execute(sql`
        select (select count(*)::int from order_items where goods_id = ${sku.goodsId} and attribute = ${sku.attribute}) as orders,
          (select count(*)::int from orders o join order_items i on i.order_id = o.id
            where i.goods_id = ${sku.goodsId} and i.attribute = ${sku.attribute} and o.order_state = 2) as paid,
          (select stock_web from goods_skus where goods_id = ${sku.goodsId} and attribute = ${sku.attribute}) as stock`),
    );
    return { orders: Number(row?.orders), paid: Number(row?.paid), stock: Number(row?.stock) };
  };
  const before = await tally();
  let next = 0;
  type Context = { buyer?: Buyer; orderNo?: string; payNo?: string };
  const json = { 'content-type': 'application/json' };
  const parsed = (body: string) => {
    try {
      return JSON.parse(body) as { data?: Record<string, string> };
    } catch {
      return {};
    }
  };
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: paths.orderCreate,
        setupRequest: (request, context: Context) => {
          const buyer = buyers[next++ % buyers.length] as Buyer;
          context.buyer = buyer;
          return {
            ...request,
            headers: { ...json, ...bearer(buyer.token), 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              lines: [{ goodID: sku.goodsId, attribute: sku.attribute, buyNum: 1 }],
              addressId: buyer.addressId,
              expectedPayableFen: payable,
            }),
          };
        },
        onResponse: (_status, body, context: Context) => {
          context.orderNo = parsed(body).data?.orderNo;
        },
      },
      {
        method: 'POST',
        path: paths.payCreate,
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { ...json, ...bearer(context.buyer?.token ?? '') },
          body: JSON.stringify({ orderNo: context.orderNo, method: 'wechat' }),
        }),
        onResponse: (_status, body, context: Context) => {
          context.payNo = parsed(body).data?.payNo;
        },
      },
      {
        method: 'POST',
        path: paths.payNotify,
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: json,
          body: JSON.stringify(
            signedNotification(
              { payNo: context.payNo ?? '', orderNo: context.orderNo ?? '', amountFen: payable, status: 'SUCCESS' },
              payNotifySecret,
              new Date(),
            ),
          ),
        }),
      },
    ],
  });
  // autocannon stops at the deadline with requests still in the instances: let them finish first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = await tally();
  const orders = after.orders - before.orders;
  const paid = after.paid - before.paid;
  const stockTaken = before.stock - after.stock;
  const exact = stockTaken === orders ? 'exact' : `OFF: ${stockTaken} taken for ${orders} orders`;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    extra: `${(orders / seconds).toFixed(1)} orders/s, ${orders} orders, ${paid} paid, stock ${exact}`,
  };
}

async function reads(name: string, base: string, targets: readonly (readonly [string, string, Posts?])[]) {
  const figures: Figures[] = [];
  for (const [label, url, posts] of targets) {
    const requests = posts?.map((body) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }));
    const result = await autocannon({
      url: `${base}${url}`,
      connections,
      duration: Math.max(5, Math.round(seconds / 3)),
      ...(requests ? { requests } : {}),
    });
    figures.push({
      name: `${name} ${label}`,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      extra: '',
    });
  }
  return figures;
}

function print(figures: readonly Figures[]) {
  console.log(
    `${'target'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}  notes`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.errors).padStart(7)}  ${f.extra}`,
    );
  }
}

/** `pnpm bench cluster`: one instance against two, behind nginx, on one throwaway PostgreSQL. */
export async function clusterBench(): Promise<void> {
  const bin = findPostgresBin();
  const nginx = findNginx();
  if (!bin || !nginx) {
    console.log('(needs PostgreSQL and nginx: `bash scripts/ensure.sh postgres nginx`)');
    return;
  }
  const server = startThrowawayPostgres(bin, { port: await freePort(54_411, 54_419) });
  try {
    const mall = await seededPostgres(server.url, 'bench');
    try {
      const sku = await pieceWithStock(mall.database.db, 10_000_000);
      const buyers = await addBuyers(mall.database.db, shoppers, '61');
      const cluster = await startCluster(nginx, mall.databaseUrl, 2);
      // The same proxy in front of one instance, so both figures pay for nginx alike.
      const single = await startNginx(nginx, await freePort(cluster.proxy.port + 1, portRanges.proxy[1]), [
        cluster.instances[0]?.url as string,
      ]);
      try {
        const orders = [
          await ordersAndPayments('1 instance orders+payments', single.url, mall.database.db, buyers, sku),
          await ordersAndPayments('2 instances orders+payments', cluster.proxy.url, mall.database.db, buyers, sku),
        ];
        const targets = catalogueReads();
        const one = await reads('1 instance', single.url, targets);
        const two = await reads('2 instances', cluster.proxy.url, targets);
        console.log(
          `${connections} connections; orders+payments ${seconds} s each (create → pay/create → signed notice per shopper), reads ${Math.max(5, Math.round(seconds / 3))} s each; all behind nginx on one PostgreSQL`,
        );
        print([...orders, ...one, ...two]);
        const ratio = (a?: Figures, b?: Figures) =>
          ((b?.requestsPerSecond ?? 0) / (a?.requestsPerSecond || 1)).toFixed(2);
        console.log('\nthroughput of two instances ÷ one (1.00 = no gain; the machine has 2 cores for everything)');
        console.log(`  orders+payments  ${ratio(orders[0], orders[1])}`);
        one.forEach((figure, index) =>
          console.log(`  ${figure.name.replace('1 instance ', '').padEnd(16)} ${ratio(figure, two[index])}`),
        );
      } finally {
        await single.stop();
        await cluster.stop();
      }
    } finally {
      await mall.dispose();
    }
  } finally {
    server.stop();
  }
}
