import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { readEnv } from './env';
import { closeOnSignals } from './http/shutdown';
import { seed } from './seed';

/** Start-up: read the environment, open the database, serve; stop cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  await migrate(database);
  // A fresh database gets the demo mall (DESIGN.md §5). In development a newer demo replaces an
  // older one; in production an existing database is never rebuilt behind anyone's back.
  const seeded = await seed(database, { now: new Date(), keepExisting: env.isProduction });
  const app = await buildApp({ env, database });
  if (!seeded.skipped) app.log.info({ counts: seeded.counts }, 'seeded the demo mall');
  closeOnSignals(app, database, env.shutdownGraceMs);
  await app.listen({ host: env.host, port: env.port });
  app.log.info(`金缘珠宝 mall at http://${env.host}:${env.port} on ${await database.version()}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`mall server did not start: ${message}`);
  process.exit(1);
});
