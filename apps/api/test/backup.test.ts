import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { backup, restore, tableCounts } from '../src/db/backup';
import { openDatabase, rowsOf, type Database } from '../src/db/database';
import { readEnv } from '../src/env';
import { now } from './catalogFixture';
import { checkoutEnv, insertCheckoutFixture, placeOrder, sessions } from './checkoutFixture';
import { engines, freshDatabase } from './harness';

type Totals = Record<string, unknown>;

async function orderTotals(database: Database, orderNo: string): Promise<Totals | undefined> {
  const [row] = rowsOf<Totals>(
    await database.db.execute(
      sql`select order_no, order_state, goods_total_fen, discount_fen, points_fen, gift_card_fen, pay_fen,
                 (select count(*) from order_items i where i.order_id = o.id) as items
            from orders o where order_no = ${orderNo}`,
    ),
  );
  return row;
}

/** An empty database on the test server, for PostgreSQL restores. */
async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('databaseUrl');
  const name = `mall_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Issue #17: one command each for backup and restore (scripts/backup.sh → src/db/backupCli.ts).
 * A mall with a real order is backed up, restored into an empty target, and compared: every table's
 * row count and the order's totals.
 */
describe.each(engines())('backup and restore on %s', (engine) => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mall-backup-test-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('round-trips every table and an order through one backup file', async () => {
    const source = await freshDatabase(engine);
    const target = engine === 'PostgreSQL' ? await emptyPostgresDatabase() : undefined;
    const restoredDir = path.join(scratch, 'restored');
    let restored: Database | undefined;
    try {
      const env = readEnv({ DATA_DIR: source.dataDir, ...checkoutEnv });
      const app = await buildApp({ env, database: source.database, logger: false, clock: () => now });
      await insertCheckoutFixture(source.database.db);
      const [token] = (await sessions({ app, env, database: source.database, close: async () => {} }, [1])) as [string];
      const orderNo = await placeOrder({ app, env, database: source.database, close: async () => {} }, token, 1, [
        { goodID: 1, attribute: 'ringSize:10', buyNum: 1 },
        { goodID: 5, attribute: '', buyNum: 2 },
      ]);
      const totals = await orderTotals(source.database, orderNo);
      const sourceTables = await tableCounts(async (text) =>
        rowsOf<Record<string, unknown>>(await source.database.db.execute(sql.raw(text))),
      );
      await app.close();
      // PGlite is backed up with its folder released, as with the server stopped.
      if (engine === 'PGlite') await source.database.close();

      const file = path.join(scratch, 'mall.tar');
      const manifest = await backup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl, file });
      expect(manifest.engine).toBe(engine === 'PGlite' ? 'pglite' : 'postgres');
      expect(manifest.tables).toEqual(sourceTables);
      expect(manifest.tables['public.orders']).toBeGreaterThan(0);
      expect(manifest.tables['public.goods']).toBeGreaterThan(3);
      expect(manifest.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(20);

      const { tables } = await restore({ dataDir: restoredDir, databaseUrl: target?.url, file });
      expect(tables).toEqual(manifest.tables);
      restored = await openDatabase({ dataDir: restoredDir, databaseUrl: target?.url });
      expect(await orderTotals(restored, orderNo)).toEqual(totals);
      expect(Number(totals?.pay_fen)).toBeGreaterThan(0);
      await restored.close();
      restored = undefined;

      // A target that already holds a mall is not overwritten by accident.
      await expect(restore({ dataDir: restoredDir, databaseUrl: target?.url, file })).rejects.toThrow(/already holds/);
      const again = await restore({ dataDir: restoredDir, databaseUrl: target?.url, file, force: true });
      expect(again.tables).toEqual(manifest.tables);
      console.warn(
        `backup on ${engine}: ${Object.keys(tables).length} tables, ` +
          `${Object.values(tables).reduce((sum, count) => sum + count, 0)} rows, round trip identical`,
      );
    } finally {
      await restored?.close();
      if (engine === 'PostgreSQL') await source.dispose();
      else rmSync(source.dataDir, { recursive: true, force: true });
      await target?.drop();
    }
  }, 120_000);
});
