import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@mall/contract/auth';
import { buildApp } from '../src/app';
import { cardLevels, members } from '../src/db/schema';
import { readEnv } from '../src/env';
import { buildMembers, cardLevelRows, md5Hex } from '../src/seed/people';
import { freshDatabase } from './harness';

const paths = authPaths('mall');

/**
 * DESIGN.md §6: a password travels as 32 hex digits, and no such value may reach a log line, whatever
 * the call does with it (sign in, fail, fail validation, register, reset, or carry it in a URL).
 */
describe('no password in the logs', () => {
  const lines: string[] = [];
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    fresh = await freshDatabase('PGlite');
    await fresh.database.db.insert(cardLevels).values(cardLevelRows);
    const drafts = await buildMembers(new Date(), 'jinyuan-mall-development-pepper-not-for-production');
    await fresh.database.db.insert(members).values(drafts.map((d) => d.row));
    const env = readEnv({ DATA_DIR: fresh.dataDir, LOG_LEVEL: 'trace' });
    app = await buildApp({ env, database: fresh.database, logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fresh?.dispose();
  });

  it('logs requests of every account call without any 32-hex password', async () => {
    const secrets = [md5Hex('Jinyuan2026'), md5Hex('Wrong12345'), md5Hex('NewPass2027'), md5Hex('Welcome2026')];
    const form = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
        payload: new URLSearchParams(fields).toString(),
      });
    const loginFields = {
      captcha_id: 'builtin',
      lot_number: 'x',
      captcha_output: 'x',
      pass_token: 'x',
      gen_time: '1',
      success_redirect_uri: '/home',
      failure_redirect_uri: '/login',
    };

    await form(paths.ssoLoginPassword, { username: '13900000001', password: secrets[0] as string, ...loginFields });
    await form(paths.ssoLoginPassword, { username: '13900000001', password: secrets[1] as string, ...loginFields });
    await form(paths.ssoLoginPassword, {
      username: '13900000001',
      password: secrets[1] as string,
      ...loginFields,
      success_redirect_uri: 'https://evil.example',
    });
    await form(paths.ssoLoginPassword, { password: secrets[0] as string });
    await app.inject({
      method: 'POST',
      url: paths.register,
      payload: { mobile: '13600000001', password: secrets[3], smsCode: '123456' },
    });
    await app.inject({
      method: 'POST',
      url: paths.register,
      payload: {
        mobile: '13600000001',
        password: secrets[3],
        smsCode: '123456',
        familyName: '赵',
        memberTitle: 2,
        countryNo: '86',
        birthday: '1990-01-01',
        joinBranch: 60580,
        joinType: 28,
      },
    });
    await app.inject({
      method: 'POST',
      url: paths.forgetPassword,
      payload: { mobile: '13900000001', smsCode: '123456', newPassword: secrets[2] },
    });
    await app.inject({
      method: 'POST',
      url: paths.register,
      payload: `{"password":"${secrets[3]}",`,
      headers: { 'content-type': 'application/json' },
    });
    // Even a client that wrongly puts the password in the query string.
    await app.inject({ method: 'GET', url: `${paths.errorQuery}?error=badCredentials&password=${secrets[0]}` });

    const output = lines.join('');
    expect(output).toContain('incoming request');
    expect(output).toContain('sign-in refused');
    expect(output.match(/[0-9a-fA-F]{32}/g) ?? []).toEqual([]);
  });
});
