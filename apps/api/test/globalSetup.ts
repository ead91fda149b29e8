import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/**
 * Starts a throwaway PostgreSQL server (Debian's, on its own port and socket folder) for the API
 * tests, so every API test runs on PGlite and on PostgreSQL. In CI a missing server is an error;
 * on a developer machine without one the PostgreSQL half is skipped with a note.
 */
function findBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/**
 * Creating a PGlite data folder takes seconds; opening a copy takes under one. One template is
 * built here, migrated, and every test copies it.
 */
async function buildPgliteTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-template-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await database.close();
  return dataDir;
}

export default async function setup(project: TestProject) {
  const template = await buildPgliteTemplate();
  project.provide('pgliteTemplate', template);
  const removeTemplate = () => rmSync(template, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.TEST_DATABASE_URL);
    return removeTemplate;
  }
  const bin = findBin();
  if (!bin) {
    if (process.env.CI) throw new Error('PostgreSQL is not installed: run scripts/ensure.sh postgres');
    console.warn('api tests: no PostgreSQL server found; running on PGlite only');
    project.provide('databaseUrl', '');
    return removeTemplate;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = [...asPostgres, command, ...args];
    execFileSync(file as string, rest, { stdio: 'pipe' });
  };
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  const dataDir = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, '-w', '-l', path.join(dir, 'log'), 'start']);
  project.provide('databaseUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide('postgresAdmin', JSON.stringify({ bin, port, dir }));
  return () => {
    const [file, ...rest] = [...asPostgres, path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'];
    spawnSync(file as string, rest, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
    removeTemplate();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    postgresAdmin: string;
    pgliteTemplate: string;
  }
}
