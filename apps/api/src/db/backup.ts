import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createPglite, lockDataDir } from './database';

const run = promisify(execFile);

/** What `manifest.json` in every backup says: enough to restore it and to check the restore. */
export type BackupManifest = {
  format: 'jinyuan-mall-backup/1';
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** Row count of every table (`schema.table`), taken in the same snapshot as the dump. */
  tables: Record<string, number>;
  /** Whether the data folder's uploaded photos are in the archive (`uploads.tar.gz`). */
  uploads: boolean;
};

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Row counts of every table of the mall (public) and of drizzle's migration bookkeeping. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await query(`select count(*) as count from "${schema}"."${name.replaceAll('"', '""')}"`);
    counts[`${schema}.${name}`] = Number(row?.count);
  }
  return counts;
}

/** pg_dump / pg_restore from PG_BIN when set (a folder), else from PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

async function withPostgres<T>(databaseUrl: string, work: (client: pg.Client, query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'jinyuan-mall-backup' });
  await client.connect();
  try {
    return await work(client, async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL: pg_dump's custom format, taken in a snapshot this connection exports, so the row
 * counts in the manifest are those of the dump even while the mall keeps taking orders.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<Record<string, number>> {
  return withPostgres(databaseUrl, async (client, query) => {
    await client.query('begin isolation level repeatable read read only');
    const [row] = await query('select pg_export_snapshot() as snapshot');
    const tables = await tableCounts(query);
    await run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${String(row?.snapshot)}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return tables;
  });
}

/** PGlite: its own data-folder archive (`dumpDataDir`), taken with the folder locked, so the server must be stopped. */
async function dumpPglite(dataDir: string, file: string): Promise<Record<string, number>> {
  if (!existsSync(path.join(dataDir, 'pglite'))) throw new Error(`${dataDir} holds no database (no pglite folder)`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await createPglite(dataDir);
    try {
      const tables = await tableCounts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      const archive = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
      return tables;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * One backup file (a tar): `manifest.json`, the database (`database.pgdump` from pg_dump, or
 * `database.tar.gz` from PGlite's dumpDataDir) and the uploaded photos of the data folder.
 */
export async function backup(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  file: string;
  now?: Date;
}): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'mall-backup-'));
  try {
    const engine = options.databaseUrl ? 'postgres' : 'pglite';
    const tables = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, path.join(work, 'database.pgdump'))
      : await dumpPglite(options.dataDir, path.join(work, 'database.tar.gz'));
    const uploadsDir = path.join(options.dataDir, 'uploads');
    const uploads = existsSync(uploadsDir) && readdirSync(uploadsDir).length > 0;
    if (uploads) await run('tar', ['-czf', path.join(work, 'uploads.tar.gz'), '-C', options.dataDir, 'uploads']);
    const manifest: BackupManifest = {
      format: 'jinyuan-mall-backup/1',
      engine,
      createdAt: (options.now ?? new Date()).toISOString(),
      tables,
      uploads,
    };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await run('tar', ['-cf', options.file, '-C', work, '.']);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Moves what `force` replaces out of the way (never deletes it): `<name>.replaced-<time>`. */
function setAside(target: string, stamp: string): void {
  if (existsSync(target)) renameSync(target, `${target}.replaced-${stamp}`);
}

/**
 * Restores a backup file into DATA_DIR (PGlite) or the database at DATABASE_URL (PostgreSQL),
 * then checks every table's row count against the manifest. A target that already holds a mall is
 * refused unless `force` (PGlite: the old folder is kept beside it; PostgreSQL: its objects are
 * dropped and recreated by pg_restore --clean). The servers on the target must be stopped.
 */
export async function restore(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  file: string;
  force?: boolean;
}): Promise<{ manifest: BackupManifest; tables: Record<string, number> }> {
  const work = mkdtempSync(path.join(tmpdir(), 'mall-restore-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  try {
    await run('tar', ['-xf', options.file, '-C', work]);
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 'jinyuan-mall-backup/1') throw new Error(`${options.file} is not a backup of the mall`);
    const target = options.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== target)
      throw new Error(
        manifest.engine === 'postgres'
          ? 'this is a PostgreSQL backup: set DATABASE_URL to the database to restore it into'
          : 'this is a PGlite backup: unset DATABASE_URL and set DATA_DIR to the folder to restore it into',
      );

    let tables: Record<string, number>;
    if (options.databaseUrl) {
      const databaseUrl = options.databaseUrl;
      const existing = await withPostgres(databaseUrl, (_client, query) => tableCounts(query));
      if (Object.keys(existing).length > 0 && !options.force)
        throw new Error(
          'the database at DATABASE_URL already holds tables: restore into an empty one, or pass --force',
        );
      await run(pgTool('pg_restore'), [
        '--no-owner',
        '--no-privileges',
        '--clean',
        '--if-exists',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${databaseUrl}`,
        path.join(work, 'database.pgdump'),
      ]);
      tables = await withPostgres(databaseUrl, (_client, query) => tableCounts(query));
    } else {
      const unlock = lockDataDir(options.dataDir);
      try {
        const folder = path.join(options.dataDir, 'pglite');
        if (existsSync(folder) && !options.force)
          throw new Error(`${options.dataDir} already holds a database: restore into another folder, or pass --force`);
        setAside(folder, stamp);
        const archive = new Blob([readFileSync(path.join(work, 'database.tar.gz'))]);
        const client = await createPglite(options.dataDir, archive);
        try {
          tables = await tableCounts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
        } finally {
          await client.close();
        }
      } finally {
        unlock();
      }
    }
    if (manifest.uploads) {
      setAside(path.join(options.dataDir, 'uploads'), stamp);
      await run('tar', ['-xzf', path.join(work, 'uploads.tar.gz'), '-C', options.dataDir]);
    }
    const differing = Object.keys({ ...manifest.tables, ...tables }).filter(
      (name) => manifest.tables[name] !== tables[name],
    );
    if (differing.length > 0)
      throw new Error(
        `the restored row counts differ from the backup's: ${differing.map((name) => `${name} ${manifest.tables[name]} → ${tables[name]}`).join(', ')}`,
      );
    return { manifest, tables };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
