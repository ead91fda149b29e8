import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './database';

/**
 * The folder holding `meta/_journal.json`, the nearest `drizzle/` above `from`: apps/api/drizzle
 * from the sources (src/db) and from the bundle (dist/main.js) alike, /app/drizzle in the image.
 */
export function findMigrationsFolder(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no drizzle/meta/_journal.json above ${from}`);
  }
}

/** The versioned SQL migrations generated from the schema (`pnpm --filter @mall/api db:generate`). */
export const migrationsFolder = findMigrationsFolder(import.meta.dirname);

/** An arbitrary, fixed advisory-lock key: one migrator at a time across API instances. */
const MIGRATION_LOCK = 4_220_580;

/**
 * Applies pending migrations at start-up. On PostgreSQL several API instances may start at once,
 * so the run holds a session advisory lock; PGlite is one process by construction (lock file).
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
