import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startThrowawayPostgres } from '../../../tools/postgres';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createDatabase, dropDatabase } from './databases';

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

/** The migrated PostgreSQL database each test's database is created from (`create database … template`). */
const postgresTemplate = `mall_test_template_${process.pid}`;

/**
 * Migrating a PostgreSQL database for every test file took a second or more each; cloning a
 * migrated template is one statement.
 */
async function buildPostgresTemplate(adminUrl: string): Promise<() => Promise<void>> {
  await dropDatabase(adminUrl, postgresTemplate);
  const databaseUrl = await createDatabase(adminUrl, postgresTemplate);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-template-pg-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  await migrate(database);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return () => dropDatabase(adminUrl, postgresTemplate);
}

/**
 * Global set-up of the API tests: the PGlite template, and a throwaway PostgreSQL server so every
 * API test runs on both engines. In CI a missing server is an error; on a developer machine
 * without one the PostgreSQL half is skipped with a note.
 */
export default async function setup(project: TestProject) {
  const template = await buildPgliteTemplate();
  project.provide('pgliteTemplate', template);
  const removeTemplate = () => rmSync(template, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.TEST_DATABASE_URL);
    project.provide('postgresTemplate', postgresTemplate);
    const removePostgresTemplate = await buildPostgresTemplate(process.env.TEST_DATABASE_URL);
    return async () => {
      await removePostgresTemplate();
      removeTemplate();
    };
  }
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI) throw new Error('PostgreSQL is not installed: run scripts/ensure.sh postgres');
    console.warn('api tests: no PostgreSQL server found; running on PGlite only');
    project.provide('databaseUrl', '');
    project.provide('postgresTemplate', '');
    return removeTemplate;
  }
  const postgres = startThrowawayPostgres(bin, { fsync: false });
  project.provide('databaseUrl', postgres.url);
  project.provide('postgresTemplate', postgresTemplate);
  await buildPostgresTemplate(postgres.url);
  return () => {
    postgres.stop();
    removeTemplate();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteTemplate: string;
    /** The migrated database every PostgreSQL test database is created from; '' without PostgreSQL. */
    postgresTemplate: string;
  }
}
