import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { createDatabase, dropDatabase } from './databases';
import { readEnv, type ServerEnv } from '../src/env';

export type Engine = 'PGlite' | 'PostgreSQL';

/**
 * The engines every API test runs on. The nightly set (`TEST_SET=nightly`): PGlite, and PostgreSQL when the
 * global setup started one. The landing set: PostgreSQL, production's engine, alone when there is one — the
 * tests that name PGlite and every end-to-end journey (the embedded database) keep PGlite covered — and
 * PGlite otherwise.
 */
export function engines(): Engine[] {
  if (!inject('databaseUrl')) return ['PGlite'];
  return process.env.TEST_SET === 'nightly' ? ['PGlite', 'PostgreSQL'] : ['PostgreSQL'];
}

/** A fresh, migrated, empty database: a copy of the PGlite template, or of the PostgreSQL template database. */
export async function freshDatabase(
  engine: Engine,
): Promise<{ database: Database; dataDir: string; databaseUrl?: string; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-api-'));
  if (engine === 'PGlite') {
    cpSync(path.join(inject('pgliteTemplate'), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir });
    return {
      database,
      dataDir,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('databaseUrl');
  const name = `mall_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  // A copy of the migrated template (globalSetup.ts): migrating each one cost a second or more.
  const databaseUrl = await createDatabase(adminUrl, name, inject('postgresTemplate'));
  const database = await openDatabase({ dataDir, databaseUrl });
  return {
    database,
    dataDir,
    databaseUrl,
    async dispose() {
      await database.close();
      await dropDatabase(adminUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server on a fresh database, answering through fastify.inject (no port needed). */
export async function startTestApp(
  engine: Engine,
  envOverrides: Record<string, string> = {},
  options: { clock?: () => Date } = {},
) {
  const fresh = await freshDatabase(engine);
  const env: ServerEnv = readEnv({ DATA_DIR: fresh.dataDir, ...envOverrides });
  const app = await buildApp({ env, database: fresh.database, logger: false, ...options });
  await app.ready();
  return {
    app,
    env,
    database: fresh.database,
    async close() {
      await app.close();
      await fresh.dispose();
    },
  };
}
