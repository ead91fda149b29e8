import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../../../tools/postgres';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { readEnv } from '../src/env';

const bin = findPostgresBin();
const menu = '/mall-marketing-server/api/v1/web/menu?menuType=0';

type Answer = { status: number; ms: number; msg?: string; at: number };

/**
 * Issue #17: PostgreSQL restarts under load. Its own throwaway server (stopped with `pg_ctl stop -m
 * fast` and started again), an instance listening on a real port, and callers with the mall's 20 s
 * client timeout: during the outage every answer is a 503 with a clear message — no 500, no hang —
 * and when the server is back the instance serves again without being restarted.
 */
describe.skipIf(!bin)('a PostgreSQL outage under load', () => {
  let postgres: ThrowawayPostgres;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-outage-'));

  beforeAll(async () => {
    postgres = startThrowawayPostgres(bin as string, { fsync: false, port: 54_401 + Math.floor(Math.random() * 98) });
    database = await openDatabase({ dataDir, databaseUrl: postgres.url });
    await migrate(database);
    app = await buildApp({ env: readEnv({ DATA_DIR: dataDir }), database, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    base = address.replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(pathname: string): Promise<Answer> {
    const started = Date.now();
    const response = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(20_000) });
    const body = (await response.json()) as { msg?: string };
    return { status: response.status, ms: Date.now() - started, msg: body.msg, at: Date.now() };
  }

  it('answers 503 with a clear message while the database is down, and recovers by itself', async () => {
    const answers: Answer[] = [];
    let running = true;
    // Eight callers, each calling again as soon as it is answered.
    const callers = Array.from({ length: 8 }, async () => {
      while (running) answers.push(await call(menu));
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const pausedAt = Date.now();
    postgres.pause();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const live = await call('/healthz');
    const ready = await fetch(`${base}/readyz`);
    const readiness = (await ready.json()) as { msg: string; data: { reason: string } };
    postgres.resume();
    const resumedAt = Date.now();

    // Back without a restart: the pool makes new connections.
    let recovered: Answer | undefined;
    while (!recovered && Date.now() - resumedAt < 15_000) {
      const answer = await call(menu);
      if (answer.status === 200) recovered = answer;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(callers);

    expect(live.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(readiness).toMatchObject({ msg: '数据库暂时无法连接', data: { reason: 'database-unreachable' } });
    expect(recovered?.status).toBe(200);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    const outage = answers.filter((answer) => answer.status === 503);
    expect(outage.length).toBeGreaterThan(8);
    for (const answer of outage) expect(answer.msg).toBe('服务暂时不可用：数据库连接中断，请稍后再试');
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(20_000);
    // The callers were served before the outage and again after it.
    expect(answers.some((answer) => answer.status === 200 && answer.at < pausedAt)).toBe(true);
    expect(answers.some((answer) => answer.status === 200 && answer.at > resumedAt)).toBe(true);
    console.warn(
      `outage: ${answers.length} calls, ${outage.length} answered 503 while PostgreSQL was down, ` +
        `back ${recovered ? recovered.at - resumedAt : '?'} ms after it restarted`,
    );
  }, 60_000);
});
