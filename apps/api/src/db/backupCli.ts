import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../env';
import { backup, restore } from './backup';

/**
 * `pnpm backup [FILE]` and `pnpm restore FILE [--force]` (scripts/backup.sh; deploy/README.md):
 * the database named by DATABASE_URL, or else the PGlite one in DATA_DIR, plus DATA_DIR's uploads.
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const [file] = rest.filter((arg) => !arg.startsWith('--'));
  const env = readEnv();
  const where = env.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `the PGlite database in ${env.dataDir}`;
  if (command === 'backup') {
    const engine = env.databaseUrl ? 'postgres' : 'pglite';
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(file ?? path.join('backups', `mall-${engine}-${stamp}.tar`));
    mkdirSync(path.dirname(target), { recursive: true });
    const manifest = await backup({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, file: target });
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.warn(`backup: ${where} → ${target} (${Object.keys(manifest.tables).length} tables, ${rows} rows)`);
    return;
  }
  if (command === 'restore' && file) {
    const { tables } = await restore({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      file: path.resolve(file),
      force,
    });
    console.warn(`restore: ${file} → ${where}; ${Object.keys(tables).length} tables, every row count as backed up`);
    return;
  }
  throw new Error('usage: backup [FILE] | restore FILE [--force]');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`${process.argv[2] ?? 'backup'} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
