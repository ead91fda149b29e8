import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real server processes for the cluster tests and the bench (issue #17 "Many instances", "Crash and
 * restart"): API instances started the way production starts them, and Debian's nginx in front of
 * them as a round-robin reverse proxy, each on its own ports, stopped by pid.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');

/**
 * How one API process is started: the one place to change when the server runs compiled JavaScript
 * (issue #17: `node dist/main.js` instead of the TypeScript loader). Node itself with tsx as a loader, not
 * the `tsx` command: that one runs the server in a child process, so a kill -9 of it leaves the server
 * running as an orphan.
 */
export function apiServerCommand(): { command: string; args: string[]; cwd: string } {
  return { command: process.execPath, args: ['--import', 'tsx', 'src/main.ts'], cwd: apiDir };
}

const reservations = new Set<string>();
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Takes `port` for this process until it exits, through a lock file every user of these tools checks: a probe
 * alone lets two test files (or a test and a bench) pick the same free port at once, and a server whose port
 * was taken would leave its health check answered by the other one.
 */
function reserve(port: number): boolean {
  const file = path.join(tmpdir(), `mall-port-${port}.lock`);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8').trim() || '0');
    if (holder === process.pid || (holder > 0 && isAlive(holder))) return false;
    rmSync(file, { force: true });
    return reserve(port);
  }
  if (reservations.size === 0)
    process.once('exit', () => reservations.forEach((held) => rmSync(held, { force: true })));
  reservations.add(file);
  return true;
}

/**
 * A free TCP port on 127.0.0.1 within [from, to] (the ranges the team shares out), else any free one, reserved
 * for this process (see `reserve`).
 */
export async function freePort(from = 0, to = from): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address() as { port: number };
        probe.close(() => resolve(bound));
      });
    });
  for (let port = from; from > 0 && port <= to; port += 1) {
    const free = await tryPort(port);
    if (free && reserve(free)) return free;
  }
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const any = await tryPort(0);
    if (any && reserve(any)) return any;
  }
  throw new Error('no free port');
}

export type ApiInstance = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Everything the process printed so far (for a failing assertion's message). */
  output(): string;
  /** Kill -9: no shutdown, no flush; what the database committed is all that is left. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
};

/**
 * Starts one API process on `port` with `env` on top of the caller's environment and waits until it
 * answers /healthz. The caller gives DATABASE_URL or DATA_DIR; logs stay at warn.
 */
export async function startApiInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ApiInstance> {
  const { command, args, cwd } = apiServerCommand();
  let printed = '';
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const instance: ApiInstance = {
    name,
    port,
    url,
    child,
    exited,
    output: () => printed,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`API instance ${name} exited before serving:\n${printed}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return instance;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await instance.crash();
      throw new Error(`API instance ${name} did not answer /healthz within ${timeoutMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Debian's nginx binary, or undefined (`bash scripts/ensure.sh nginx` installs it). */
export function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
}

export type Proxy = { url: string; port: number; stop(): Promise<void> };

/**
 * nginx in the foreground as a child process, with its own prefix, pid, logs and temp folders under a
 * temp dir: round-robin over `upstreams` (no sticky sessions), X-Forwarded-For passed on, and the
 * upstream that answered named in `X-Upstream` so tests can see the spread.
 */
export async function startNginx(nginx: string, port: number, upstreams: readonly string[]): Promise<Proxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-nginx-'));
  // As root nginx's workers run as nobody: they need to write their temp folders.
  chmodSync(dir, 0o777);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, sub), { mode: 0o777 });
  const servers = upstreams.map((upstream) => `    server ${upstream.replace(/^https?:\/\//, '')};`).join('\n');
  const config = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream mall {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://mall;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, config);
  const test = spawnSync(nginx, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  let printed = '';
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGQUIT: a graceful stop of the master and its worker.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/healthz`);
      return { url, port, stop };
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not start:\n${printed}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
