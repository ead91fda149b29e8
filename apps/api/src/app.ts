import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import type { ServerEnv } from './env';
import { contentSecurityPolicy, isPageRequest } from './http/security';

export type AppOptions = {
  env: ServerEnv;
  database: Database;
  /** false in tests that assert on responses only. */
  logger?: boolean;
};

/** Log fields that must never reach a log line: credentials, codes and tokens (DESIGN.md §6). */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.idtoken',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.smsCode',
  '*.pointPwd',
  '*.idToken',
  '*.code_verifier',
  '*.codeVerifier',
];

/**
 * The reference server: the built mall, `/config.json` and the API on one origin (DESIGN.md §5).
 * Later issues register the call contract's route groups here.
 */
export async function buildApp({ env, database, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: env.trustProxy,
    logger: logger ? { level: env.logLevel, redact: { paths: redactedLogPaths, censor: '[redacted]' } } : false,
    // Bodies beyond this are refused with 413, not buffered.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env.runtimeConfig, false) },
    // HSTS only when the request really came over https (set below), never on plain-http dev.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });

  // Malformed input is the caller's fault: a 4xx with a clear message, never a 500 (issue #3).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 500, msg: '服务繁忙，请稍后再试' });
    }
    return reply.status(status).send({ code: status, msg: error.validation ? `请求参数有误：${error.message}` : error.message });
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return env.runtimeConfig;
  });

  app.get('/healthz', async () => ({ code: 200, msg: 'ok', data: { database: database.kind, version: await database.version() } }));

  const indexPath = path.join(env.staticDir, 'index.html');
  const hasMall = existsSync(indexPath);
  if (hasMall) {
    await app.register(fastifyStatic, {
      root: env.staticDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite's hashed assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`no built mall at ${env.staticDir}: run \`pnpm build\` (pages answer 404 until then)`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const productCode = env.runtimeConfig.productCode;
    if (hasMall && isPageRequest(request.method, request.url, request.headers.accept, productCode)) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, msg: `没有这个地址：${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}
