import type { Database } from '../db/database';
import { appliedMigrations, bundledMigrations } from '../repositories/health';

type Migrations = { count: number; last: number };

/** Why an instance must not take traffic; `ready` when it may. */
export type Readiness =
  | { ready: true; database: Database['kind']; migrations: { applied: number; expected: number } }
  | {
      ready: false;
      reason: 'database-unreachable' | 'migrations-pending';
      database: Database['kind'];
      migrations?: { applied: number; expected: number };
    };

/**
 * Migrations are current when the newest applied one is at least the newest this build ships — the
 * same comparison drizzle's migrator makes (a database migrated further by a newer build is current).
 */
export function migrationsCurrent(applied: Migrations, bundled: Migrations): boolean {
  return bundled.count === 0 || (applied.count > 0 && applied.last >= bundled.last);
}

/** The readiness check behind `/readyz` (issue #17): the database answers and carries every bundled migration. */
export function healthService(database: Database, onUnreachable: (error: unknown) => void) {
  const bundled = bundledMigrations();
  return {
    async readiness(): Promise<Readiness> {
      let applied: Migrations;
      try {
        // Reading the applied migrations is the database's answer. No engine or version is named: /readyz is public,
        // and a version tells an attacker which advisories to try (issue #28 §6).
        applied = await appliedMigrations(database.db);
      } catch (error) {
        onUnreachable(error);
        return { ready: false, reason: 'database-unreachable', database: database.kind };
      }
      const migrations = { applied: applied.count, expected: bundled.count };
      if (!migrationsCurrent(applied, bundled))
        return { ready: false, reason: 'migrations-pending', database: database.kind, migrations };
      return { ready: true, database: database.kind, migrations };
    },
  };
}
