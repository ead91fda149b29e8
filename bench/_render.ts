import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { readEnv } from '../apps/api/src/env';
import { seed } from '../apps/api/src/seed';

const dir = mkdtempSync(path.join(tmpdir(), 'render-'));
const database = await openDatabase({ dataDir: dir });
await migrate(database);
await seed(database, { now: new Date(), pepper: 'bench-only-pepper-not-a-secret-0123456789' });
const env = readEnv({ DATA_DIR: dir, LOG_LEVEL: 'warn' });
const app = await buildApp({ env, database, logger: false });
let calls = 0;
const seen: { method: string; url: string; body: unknown; headers: Record<string, unknown> }[] = [];
app.addHook('preHandler', async (request) => {
  calls += 1;
  if (!request.url.startsWith('/goods') && !request.url.startsWith('/home') && !request.url.startsWith('/todaygold'))
    seen.push({ method: request.method, url: request.url, body: request.body, headers: request.headers });
});
console.log('NODE_ENV', process.env.NODE_ENV);
for (const url of (process.env.URLS ?? '/goods?mouldNo=JYG00001,/home,/goodsList,/todaygold').split(',')) {
  for (let i = 0; i < 3; i++) await app.inject({ url });
  const n = Number(process.env.N ?? 15);
  const t = performance.now();
  const cpu = process.cpuUsage();
  calls = 0;
  let len = 0;
  for (let i = 0; i < n; i++) {
    const r = await app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}cold=${i}-${Math.random()}`, headers: { accept: 'text/html' } });
    len = r.body.length;
    if (r.statusCode !== 200) console.log(r.statusCode);
  }
  const used = process.cpuUsage(cpu);
  const unique = seen.slice(0, calls / n - 1);
  const t2 = performance.now();
  for (let i = 0; i < n; i++)
    for (const r of unique)
      await app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers as never, ...(r.body ? { payload: JSON.stringify(r.body) } : {}) });
  console.log('  api calls alone', ((performance.now() - t2) / n).toFixed(1), 'ms', unique.map((r) => r.url.split('?')[0]).join(' '));
  seen.length = 0;
  console.log(url, ((performance.now() - t) / n).toFixed(1), 'ms/render wall', ((used.user + used.system) / 1000 / n).toFixed(1), 'ms cpu', calls / n, 'requests', len, 'bytes');
}
await app.close();
await database.close();
