import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DevMailQuery, DevMailResponse, invoicePaths } from '@mall/contract/invoice';
import { devOutboxSms } from '../adapters';
import { devOutboxMail } from '../adapters/mail';
import type { AppContext } from './context';

const OutboxQuery = Type.Object({
  mobile: Type.String({ pattern: '^\\d{5,15}$', description: '手机号（不含区号）' }),
  timestamp: Type.Optional(Type.String({ maxLength: 20 })),
});
const OutboxResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Array(Type.Object({ purpose: Type.String(), text: Type.String(), sentAt: Type.String() })),
});
const SlowQuery = Type.Object({
  ms: Type.Integer({ minimum: 0, maximum: 5_000, description: '等待的毫秒数（至多 5 秒）' }),
  timestamp: Type.Optional(Type.String({ maxLength: 20 })),
});
const SlowResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ waitedMs: Type.Integer(), database: Type.String() }),
});

/**
 * Development-only endpoints (DESIGN.md §5). Registered only when NODE_ENV is not production, so in
 * production these paths do not exist at all.
 */
export const devRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const outbox = devOutboxSms(database.db, clock);
  app.get(
    '/__dev/sms-outbox',
    {
      schema: {
        tags: ['开发 Development'],
        summary: '开发短信发件箱：读取发往某手机号的验证码短信（仅非生产环境）',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    async (request) => {
      const messages = await outbox.read(request.query.mobile);
      return { code: 200, msg: 'success', data: messages.map((m) => ({ ...m, sentAt: m.sentAt.toISOString() })) };
    },
  );

  // A request that stays in flight (issue #17: graceful shutdown is proven by finishing one), then
  // reads the database, so it also shows the database was still open when the wait ended.
  app.get(
    '/__dev/slow',
    {
      schema: {
        tags: ['开发 Development'],
        summary: '开发：等待指定毫秒后再读数据库并应答，用于验证优雅停机（仅非生产环境）',
        querystring: SlowQuery,
        response: { 200: SlowResponse },
      },
    },
    async (request) => {
      await sleep(request.query.ms);
      return { code: 200, msg: 'success', data: { waitedMs: request.query.ms, database: await database.version() } };
    },
  );

  const mail = devOutboxMail(database.db, clock);
  app.get(
    invoicePaths(productCode).devMail,
    {
      schema: {
        tags: ['开发 Development'],
        summary:
          '开发邮件发件箱：最近发出的邮件（如电子发票及其 PDF 附件的名称和大小），可按收件地址筛选（仅非生产环境）',
        querystring: DevMailQuery,
        response: { 200: DevMailResponse },
      },
    },
    async (request) => ({
      code: 200,
      msg: 'success',
      data: (await mail.read(request.query.to)).map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        attachment: row.attachmentName !== null ? { name: row.attachmentName, bytes: row.attachmentBytes ?? 0 } : null,
        sentAt: row.sentAt.toISOString(),
      })),
    }),
  );
};
