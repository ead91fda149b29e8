import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-process-'));
const port = 18_300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

function startServer(env: Record<string, string> = {}): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  // The compiled server, as production runs it (issue #17): plain node, no TypeScript loader.
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-mall'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(timeoutMs = 90_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A GET on a new connection (no keep-alive pool), or through `agent`: resolves with the status,
 * rejects when refused.
 */
function getOnNewConnection(
  pathname: string,
  agent: http.Agent | false = false,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${pathname}`, { agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The real process, as `pnpm start` runs it (issue #3: a restart keeps the data; issue #17: compiled, graceful shutdown). */
describe('the server process', () => {
  beforeAll(() => {
    const build = spawnSync(tsx, ['build.ts'], { cwd: apiDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates, migrates and seeds its database, refuses a second process, stops cleanly on SIGTERM, and keeps its data', async () => {
    let menusBefore: { data: unknown[] } | undefined;
    let topicsBefore: { data: unknown[] } | undefined;
    const first = startServer();
    try {
      await waitForHealth();
      const config = await (await fetch(`${base}/config.json`)).json();
      expect(config.productCode).toBe('mall');
      // The fresh database was seeded: the header menu and the topics are there.
      menusBefore = await (await fetch(`${base}/mall-marketing-server/api/v1/web/menu?menuType=0`)).json();
      topicsBefore = await (await fetch(`${base}/mall-marketing-server/api/v1/web/topic`)).json();
      expect(menusBefore?.data.length).toBeGreaterThan(3);
      expect(topicsBefore?.data.length).toBeGreaterThan(3);
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);

      // A second server on the same data folder must refuse, with a clear message, and exit 1.
      const second = startServer({ PORT: String(port + 1) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by process \d+/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
    }

    const again = startServer();
    try {
      const health = await (await waitForHealth()).json();
      expect(health.data.database).toBe('pglite');
      expect(await (await fetch(`${base}/mall-marketing-server/api/v1/web/menu?menuType=0`)).json()).toEqual(
        menusBefore,
      );
      expect(await (await fetch(`${base}/mall-marketing-server/api/v1/web/topic`)).json()).toEqual(topicsBefore);
      expect(again.output()).not.toMatch(/error/i);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 240_000);

  it('answers /healthz and /readyz as JSON, finishes a request in flight on SIGTERM, refuses new ones and exits 0', async () => {
    const server = startServer();
    try {
      await waitForHealth();
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect((await ready.json()).data.migrations.applied).toBeGreaterThan(20);

      // On a kept-alive connection, as a proxy's pool holds them: answered, then closed, not kept for 72 s.
      const keptAlive = new http.Agent({ keepAlive: true });
      expect((await getOnNewConnection('/healthz', keptAlive)).status).toBe(200);
      const inFlight = getOnNewConnection('/__dev/slow?ms=2500', keptAlive);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      // The listener closes at once: a new connection is refused while the slow request runs on.
      let refused: unknown;
      for (let tries = 0; tries < 20 && !refused; tries += 1) {
        refused = await getOnNewConnection('/healthz').then(
          (answer) => (answer.status === 503 ? answer : undefined),
          (error: unknown) => error,
        );
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(refused).toBeDefined();
      const finished = await inFlight;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.body).data.waitedMs).toBe(2500);
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(8_000);
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
      keptAlive.destroy();
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('cuts off a request still running after SHUTDOWN_GRACE_MS and exits 1', async () => {
    const server = startServer({ SHUTDOWN_GRACE_MS: '300' });
    try {
      await waitForHealth();
      const inFlight = getOnNewConnection('/__dev/slow?ms=5000').then(
        () => 'answered',
        () => 'cut off',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await inFlight).toBe('cut off');
      expect(await server.exited).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(8_000);
      expect(server.output()).toMatch(/still in flight after 300 ms/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
