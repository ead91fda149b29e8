import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutboxSms } from '../src/adapters';
import { engines, startTestApp } from './harness';

describe.each(engines())('the development SMS outbox on %s (DESIGN.md §5)', (engine) => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    server = await startTestApp(engine);
  });
  afterAll(async () => server?.close());

  it('keeps what was sent and reads it back for that mobile only, newest first', async () => {
    const sms = devOutboxSms(server.database.db);
    await sms.send({
      countryNo: '86',
      mobile: '13800138000',
      purpose: 'register',
      text: '【金缘珠宝】验证码 123456，5分钟内有效。',
    });
    await sms.send({
      countryNo: '86',
      mobile: '13800138000',
      purpose: 'login',
      text: '【金缘珠宝】验证码 654321，5分钟内有效。',
    });
    await sms.send({ countryNo: '852', mobile: '51234567', purpose: 'login', text: '【金緣珠寶】驗證碼 111111' });
    const response = await server.app.inject({ method: 'GET', url: '/__dev/sms-outbox?mobile=13800138000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((m: { text: string }) => m.text)).toEqual([
      '【金缘珠宝】验证码 654321，5分钟内有效。',
      '【金缘珠宝】验证码 123456，5分钟内有效。',
    ]);
  });

  it.each(['', 'abc', '1'.repeat(20)])('refuses mobile=%j with a 400', async (mobile) => {
    const response = await server.app.inject({ method: 'GET', url: `/__dev/sms-outbox?mobile=${mobile}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('has no development outbox at all', async () => {
    const server = await startTestApp('PGlite', { NODE_ENV: 'production' });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/__dev/sms-outbox?mobile=13800138000' });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
