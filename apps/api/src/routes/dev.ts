import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DevMailQuery, DevMailResponse, invoicePaths } from '@mall/contract';
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
