import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the operations console is served (issue #29): the same origin as the mall, under its own path. */
export const opsBase = '/ops';

/**
 * The operations console's built files (apps/ops/dist) at /ops/: the hashed assets as they are
 * (cached for good), and every other address under /ops the console's index.html, whose router draws
 * the page (a client-rendered app: staff only, no search engine reads it; `noindex` in the page too).
 */
export async function serveOpsConsole(app: FastifyInstance, opsDir: string): Promise<void> {
  const indexPath = path.join(opsDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`no built console at ${opsDir}: run \`pnpm --filter @mall/ops build\` (/ops answers 404 until then)`);
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: path.join(opsDir, 'assets'),
    prefix: `${opsBase}/assets/`,
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const page = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  app.get(opsBase, { schema: { hide: true } }, async (_request, reply) => reply.redirect(`${opsBase}/`, 301));
  app.get(`${opsBase}/`, { schema: { hide: true } }, page);
  app.get(`${opsBase}/*`, { schema: { hide: true } }, page);
}
