import pg from 'pg';

/**
 * PostgreSQL databases for tests and benches on a throwaway server: created (empty or as a copy of a
 * migrated template) and dropped through the server's admin URL. No Vitest here: the bench uses it too.
 */

/** Creates database `name` (a copy of `template` when given) and answers its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** Drops database `name`, closing whatever connections are left on it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
