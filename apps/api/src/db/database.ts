import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** Thrown when the data folder is already held by another live process. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

/** drizzle over either engine; repositories take this and nothing engine-specific. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  kind: 'pglite' | 'postgres';
  /** drizzle over whichever engine: the repositories speak only through this. */
  db: Db;
  /** Server version string, for the health check and logs. */
  version(): Promise<string>;
  /**
   * Cross-instance signals (issue #15 chat fan-out): PostgreSQL `LISTEN`/`NOTIFY` on a server, so
   * every API process on one database hears every other; PGlite is one process, so an in-process
   * bus with the same shape. A payload is a short string (ids); listeners re-read the rows.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

/** The in-process bus of a single-process database (PGlite): the same shape as LISTEN/NOTIFY. */
function inProcessSignals(): Pick<Database, 'listen' | 'notify'> {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    async listen(channel, onPayload) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      // After the caller's turn, as a notification arrives after the notifying statement.
      for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). A lost
 * connection is replaced after a second and listens again; signals sent in the gap are lost, which
 * the chat tolerates (a page asks for what it missed when it reconnects).
 */
function postgresSignals(
  databaseUrl: string,
  pool: pg.Pool,
): Pick<Database, 'listen' | 'notify'> & { end(): Promise<void> } {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let ended = false;
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = null;
        connecting = null;
        if (ended) return;
        console.warn(`database: the LISTEN connection was lost (${error?.message ?? 'closed'}); reconnecting`);
        setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${quote(channel)}`);
      client = next;
      return next;
    })().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };
  return {
    async listen(channel, onPayload) {
      const set = listeners.get(channel) ?? new Set();
      const isNew = !listeners.has(channel);
      listeners.set(channel, set);
      set.add(onPayload);
      const connection = client ?? (await connect());
      if (isNew) await connection.query(`listen ${quote(channel)}`);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async end() {
      ended = true;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process lock (notes/toolchain.md): two processes on one folder corrupt it.
 * Take `<dataDir>/.lock` holding our pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `the data folder ${dataDir} is in use by process ${holder}; stop it first, or set DATA_DIR to another folder`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`could not take the lock on ${dataDir}`);
}

/**
 * The embedded engine in `<dataDir>/pglite`, opened the one way the server and the backups do; with
 * `loadDataDir` a new folder is filled from a `dumpDataDir` archive first. The caller holds the lock.
 */
export function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(path.join(dataDir, 'pglite'), {
    // ~200 MB instead of ~350 MB resident (notes/toolchain.md); startParams, never postgresqlconf.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/**
 * A connection attempt gives up after 5 s (a server that drops packets instead of refusing them).
 * Only the attempt: the pool's own connectionTimeoutMillis would also bound the wait for a free
 * connection, and a burst of a thousand orders on ten connections legitimately waits its turn.
 */
class BoundedConnectClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: 5_000 });
  }
}

/**
 * How the pool behaves when the server is slow or gone (issue #17): nothing may hang past the mall's
 * 20 s client timeout (DESIGN.md §4), so connecting gives up after 5 s and a query after 15 s (the
 * server cancels it too), and the answer is a 503 (http/errors.ts). A stopped or restarting server
 * refuses connections at once, so callers get their 503 without waiting. Dead connections are dropped
 * and new ones made on the next request, so the instance recovers by itself.
 */
const poolSettings = {
  max: 10,
  Client: BoundedConnectClient as unknown as new () => pg.ClientBase,
  query_timeout: 15_000,
  statement_timeout: 15_000,
  // A transaction left open by a cut-off request must not hold its locks for long.
  idle_in_transaction_session_timeout: 30_000,
  keepAlive: true,
  application_name: 'jinyuan-mall-api',
} satisfies pg.PoolConfig;

/** Opens the embedded PGlite database under dataDir, or the PostgreSQL server at databaseUrl. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, ...poolSettings });
    // An idle connection the server drops (restart, failover, admin kill) is replaced by the pool;
    // without a listener node-postgres would throw it and take the whole server down.
    pool.on('error', (error) =>
      console.warn(`database: an idle connection was lost (${error.message}); it will be replaced`),
    );
    const db = drizzlePg(pool);
    await db.execute(sql`select 1`);
    const signals = postgresSignals(options.databaseUrl, pool);
    return {
      kind: 'postgres',
      db,
      listen: signals.listen,
      notify: signals.notify,
      async version() {
        const result = await pool.query<{ server_version: string }>('show server_version');
        return `PostgreSQL ${result.rows[0]?.server_version ?? '?'}`;
      },
      async close() {
        await signals.end();
        await pool.end();
      },
    };
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await createPglite(options.dataDir);
    const db = drizzlePglite(client);
    return {
      kind: 'pglite',
      db,
      ...inProcessSignals(),
      async version() {
        const result = await client.query<{ server_version: string }>('show server_version');
        return `PGlite (PostgreSQL ${result.rows[0]?.server_version ?? '?'})`;
      },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Rows of a raw `db.execute(sql…)`: both engines answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
