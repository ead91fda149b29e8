import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import { migrationsFolder } from '../db/migrate';
import { sqlState } from '../lib/sqlState';

/** The newest migration this build ships (`drizzle/meta/_journal.json`): its count and `when`, as drizzle records it. */
export function bundledMigrations(): { count: number; last: number } {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, last: Math.max(0, ...journal.entries.map((entry) => entry.when)) };
}

/**
 * What drizzle's own bookkeeping says is applied: the number of migrations and the `when` of the
 * newest (drizzle applies every journal entry newer than that). A database never migrated has none.
 */
export async function appliedMigrations(db: Db): Promise<{ count: number; last: number }> {
  try {
    const [row] = rowsOf<{ count: string | number; last: string | number | null }>(
      await db.execute(sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`),
    );
    return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0) };
  } catch (error) {
    // 42P01 undefined table, 3F000 undefined schema: nothing was ever applied here.
    if (sqlState(error) === '42P01' || sqlState(error) === '3F000') return { count: 0, last: 0 };
    throw error;
  }
}
