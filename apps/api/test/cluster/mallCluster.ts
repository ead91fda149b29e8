import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { checkoutPaths, pspNoticePaths } from '@mall/contract/checkout';
import { orderPaths } from '@mall/contract/orders';
import { openDatabase, rowsOf, type Db } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { addresses, cartItems, members } from '../../src/db/schema';
import { developmentPepper } from '../../src/env';
import { seed } from '../../src/seed';
import { createTokenService } from '../../src/services/tokens';
import { fixtureAddress } from '../checkoutFixture';
import { createDatabase, dropDatabase } from '../databases';
import { freePort, startApiInstance, startNginx, type ApiInstance, type Proxy } from '../../../../tools/cluster';

/**
 * A seeded mall for real server processes (issue #17): the database is migrated and seeded once here,
 * before any instance starts, so instances only find a current database. Shared by the cluster and
 * crash tests and by `pnpm bench cluster`.
 */

export const paths = { ...checkoutPaths('mall'), ...orderPaths('mall'), ...pspNoticePaths('mall') };
/** The sandbox PSP's key every instance is started with, so a test can sign payment notices. */
export const payNotifySecret = 'cluster-pay-notify-secret-0123456789abcdef';
/** Ports the team gave this work (nginx 18150–18159, API 18161–18169). */
export const portRanges = { proxy: [18150, 18159], api: [18161, 18169] } as const;

/** The environment of every instance: no background sweeps (tests and benches close nothing behind the load). */
export const instanceEnv = {
  ORDER_SWEEP_SECONDS: '0',
  FULFIL_SWEEP_SECONDS: '0',
  PAY_NOTIFY_SECRET: payNotifySecret,
  PASSWORD_PEPPER: developmentPepper,
  STATIC_DIR: path.join(tmpdir(), 'mall-no-static'),
  TRUST_PROXY: '1',
};

/** A fresh PostgreSQL database on the throwaway server, migrated and seeded with the demo mall. */
export async function seededPostgres(adminUrl: string, label: string) {
  const name = `mall_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  const scratch = mkdtempSync(path.join(tmpdir(), 'mall-cluster-'));
  const database = await openDatabase({ dataDir: scratch, databaseUrl });
  await migrate(database);
  await seed(database, { now: new Date(), pepper: developmentPepper });
  return {
    database,
    databaseUrl,
    async dispose() {
      await database.close();
      await dropDatabase(adminUrl, name);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A fresh PGlite data folder, migrated and seeded; the caller closes `database` before an instance opens it. */
export async function seededPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-crash-pglite-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await seed(database, { now: new Date(), pepper: developmentPepper });
  return { database, dataDir };
}

export type Sku = { goodsId: number; attribute: string };
export type Buyer = { uid: number; addressId: number; token: string };

/** A fixed-price piece on sale (its price does not move with the gold price during a run), its stock set to `stock`. */
export async function pieceWithStock(db: Db, stock: number, skip = 0): Promise<Sku> {
  const [sku] = rowsOf<{ id: number; goods_id: number; attribute: string }>(
    await db.execute(sql`
      select k.id, k.goods_id, k.attribute from goods_skus k join goods g on g.id = k.goods_id
      where g.is_on_sale and g.pricing_mode = 'fixed' and k.stock_web > 0 order by k.id limit 1 offset ${skip}`),
  );
  if (!sku) throw new Error('the seed has no fixed-price piece in stock');
  await db.execute(sql`update goods_skus set stock_web = ${stock} where id = ${sku.id}`);
  return { goodsId: Number(sku.goods_id), attribute: sku.attribute };
}

export async function stockOf(db: Db, sku: Sku): Promise<number> {
  const [row] = rowsOf<{ stock_web: number }>(
    await db.execute(
      sql`select stock_web from goods_skus where goods_id = ${sku.goodsId} and attribute = ${sku.attribute}`,
    ),
  );
  return Number(row?.stock_web);
}

/**
 * `count` new members, each with a default address, `sku` in the bag when given, and a signed-in
 * session (the token service on the same database: instances verify with the stored key).
 */
export async function addBuyers(db: Db, count: number, tag: string, bag?: Sku): Promise<Buyer[]> {
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, index) => ({
        uoid: `CL-${tag}-${index}`,
        mobile: `136${tag.padStart(2, '0').slice(-2)}${String(index).padStart(6, '0')}`,
        cardNo: `CL${tag}${index}`,
        vipNo: `VCL${tag}${index}`,
        cardLevel: 1,
        firstJoinDate: '2024-01-01',
        nickname: `买家${index}`,
      })),
    )
    .returning({ id: members.id, uoid: members.uoid });
  const placed = await db
    .insert(addresses)
    .values(rows.map((row) => ({ ownerUid: row.id, ...fixtureAddress })))
    .returning({ id: addresses.id, ownerUid: addresses.ownerUid });
  if (bag) {
    const now = new Date();
    await db
      .insert(cartItems)
      .values(rows.map((row) => ({ uid: row.id, ...bag, buyNum: 1, addedAt: now, updatedAt: now })));
  }
  const tokens = await createTokenService({
    db,
    clock: () => new Date(),
    issuer: 'urn:mall:accounts',
    audience: 'jinyuan-web',
  });
  return Promise.all(
    rows.map(async (row) => {
      const { idToken } = await tokens.startSession({
        uid: row.id,
        uoid: row.uoid,
        isStaff: false,
        staffCode: '',
        nickname: '买家',
      });
      const addressId = placed.find((address) => address.ownerUid === row.id)?.id as number;
      return { uid: row.id, addressId, token: idToken };
    }),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, idToken: token });

/**
 * A JSON POST over real HTTP; answers the status and the parsed body (or the text when it is not JSON). The
 * 60 s limit only stops a hung test: on the shared 2-core machine (load 20+) single requests of a burst of a
 * thousand took over 20 s.
 */
export async function post(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: ReturnType<typeof JSON.parse>; upstream: string | null }> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let parsed: ReturnType<typeof JSON.parse> = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, upstream: response.headers.get('x-upstream') };
}

/** The payable of one piece of `sku` for a buyer now (order confirm), the `expectedPayableFen` of a creation. */
export async function payableOf(base: string, buyer: Buyer, sku: Sku): Promise<number> {
  const confirm = await post(
    base,
    paths.orderConfirm,
    { lines: [{ goodID: sku.goodsId, attribute: sku.attribute, buyNum: 1 }] },
    bearer(buyer.token),
  );
  if (confirm.status !== 200) throw new Error(`order confirm: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return confirm.body.data.payableFen as number;
}

export type Cluster = { instances: ApiInstance[]; proxy: Proxy; stop(): Promise<void> };

/**
 * `count` API instances on one database behind nginx (round robin). MALL_ORIGIN is the proxy's
 * address, so every instance names the same public origin (staff SSO issuer, redirects, CSRF).
 */
export async function startCluster(
  nginx: string,
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const proxyPort = await freePort(...portRanges.proxy);
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort(ports.length ? (ports.at(-1) as number) + 1 : portRanges.api[0], portRanges.api[1]);
    ports.push(port);
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'mall-cluster-data-'));
  const started = await Promise.allSettled(
    ports.map((port, index) =>
      startApiInstance(`api-${String.fromCharCode(97 + index)}`, port, {
        ...instanceEnv,
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(scratch, String(index)),
        MALL_ORIGIN: `http://127.0.0.1:${proxyPort}`,
        ...env,
      }),
    ),
  );
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw failed.reason;
  }
  const proxy = await startNginx(
    nginx,
    proxyPort,
    instances.map((instance) => instance.url),
  ).catch(async (error: unknown) => {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  });
  return {
    instances,
    proxy,
    async stop() {
      await proxy.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
