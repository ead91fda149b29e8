import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { healthService } from '../services/health';

const tags = ['运维 Operations'];
const Engine = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')], { description: '数据库引擎' });
const MigrationCounts = Type.Object({
  applied: Type.Integer({ description: '数据库中已执行的迁移数' }),
  expected: Type.Integer({ description: '本版本携带的迁移数' }),
});
const LiveResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ database: Engine, uptimeSeconds: Type.Integer() }),
});
const ReadyResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ database: Engine, migrations: MigrationCounts }),
});
const NotReadyResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({
    reason: Type.Union([Type.Literal('database-unreachable'), Type.Literal('migrations-pending')], {
      description: '不可接流量的原因',
    }),
    database: Engine,
    migrations: Type.Optional(MigrationCounts),
  }),
});

const notReadyMessages = {
  'database-unreachable': '数据库暂时无法连接',
  'migrations-pending': '数据库迁移尚未完成',
} as const;

/**
 * Probes for a process manager or load balancer (issue #17), answered before the single-page app's
 * fallback, never cached, behind no sign-in: `/healthz` says the process is alive (no database call,
 * so a database outage does not get healthy processes restarted); `/readyz` says this instance may
 * take traffic — the database answers and carries every migration this build ships.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ database: Database }> = async (app, { database }) => {
  const health = healthService(database, (error) =>
    app.log.warn({ err: error }, 'readiness: the database did not answer'),
  );
  const startedAt = Date.now();

  app.get(
    '/healthz',
    { schema: { tags, summary: '存活检查：进程在运行（不访问数据库）', response: { 200: LiveResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        code: 200,
        msg: 'ok',
        data: { database: database.kind, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) },
      };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: '就绪检查：数据库可连接且迁移为最新，否则 503 并说明原因',
        response: { 200: ReadyResponse, 503: NotReadyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await health.readiness();
      if (!readiness.ready) {
        const { ready: _ready, ...data } = readiness;
        return reply.status(503).send({ code: 503, msg: notReadyMessages[readiness.reason], data });
      }
      const { ready: _ready, ...data } = readiness;
      return { code: 200, msg: 'ok', data };
    },
  );
};
