import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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
  const child = spawn(tsx, ['src/main.ts'], {
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

/** The real process, as `npm start` runs it (issue #3: a restart keeps the data; graceful shutdown). */
describe('the server process', () => {
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
});
