import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL binaries, newest version first; undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  for (const version of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

export type ThrowawayPostgres = {
  url: string;
  dataDir: string;
  stop(): void;
  /** Shuts the server down (`pg_ctl stop -m fast`) keeping its data, as an outage or a restart would. */
  pause(): void;
  /** Starts the paused server again on the same port. */
  resume(): void;
};

/**
 * A throwaway PostgreSQL server on its own port and socket folder (notes/toolchain.md): for tests
 * and benchmarks, stopped and deleted by `stop()`. As root it runs as the postgres user.
 */
export function startThrowawayPostgres(
  bin: string,
  options: { fsync?: boolean; port?: number } = {},
): ThrowawayPostgres {
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = [...asPostgres, command, ...args];
    execFileSync(file as string, rest, { stdio: 'pipe' });
  };
  const port = options.port ?? 55_000 + Math.floor(Math.random() * 5_000);
  const dataDir = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${options.fsync === false ? ' -c fsync=off' : ''}`;
  const start = () =>
    run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', settings, '-w', '-l', path.join(dir, 'log'), 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop() {
      const [file, ...rest] = [...asPostgres, path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'];
      spawnSync(file as string, rest, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: start,
  };
}
