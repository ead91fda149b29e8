import { passwordPepper } from '../env';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { EnvError, readEnv } from '../env';
import { SEED_VERSION, seed } from './index';

/**
 * `pnpm --filter @mall/api seed [--reset]`: opens the database the server would (DATA_DIR or
 * DATABASE_URL), applies pending migrations, seeds the demo mall and prints what it wrote.
 */
async function main(argv: readonly string[]): Promise<void> {
  const unknown = argv.filter((argument) => argument !== '--reset');
  if (unknown.length > 0)
    throw new EnvError(`unknown argument ${unknown.join(' ')}; usage: tsx src/seed/cli.ts [--reset]`);
  const env = readEnv();
  const pepper = passwordPepper(process.env);
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  try {
    await migrate(database);
    const started = performance.now();
    const result = await seed(database, { now: new Date(), reset: argv.includes('--reset'), pepper });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const where = database.kind === 'pglite' ? env.dataDir : 'the PostgreSQL server in DATABASE_URL';
    if (result.skipped) {
      console.log(`seed ${SEED_VERSION} is already in ${where}; nothing to do (pass --reset to rebuild it)`);
      return;
    }
    console.log(`seeded ${SEED_VERSION} into ${where} in ${seconds} s:`);
    for (const [table, rows] of Object.entries(result.counts)) console.log(`  ${table.padEnd(26)} ${rows}`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
});
