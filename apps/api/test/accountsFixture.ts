import { authPaths, type CaptchaPass } from '@mall/contract/auth';
import { expect } from 'vitest';
import { cardLevels, clauseSigns, clauses, members } from '../src/db/schema';
import { buildClauses } from '../src/seed/content';
import { buildMembers, cardLevelRows, md5Hex } from '../src/seed/people';
import { startTestApp, type Engine } from './harness';

export const paths = authPaths('mall');

/** A server on a fresh database with card levels, the demo members and the clauses, on a movable clock. */
export async function accountsServer(
  engine: Engine,
  start = new Date('2026-12-01T02:00:00Z'),
  env: Record<string, string> = {},
) {
  const clock = { now: start };
  const server = await startTestApp(engine, env, { clock: () => clock.now });
  const { db } = server.database;
  await db.insert(cardLevels).values(cardLevelRows);
  const drafts = await buildMembers(
    start,
    process.env.PASSWORD_PEPPER ?? 'jinyuan-mall-development-pepper-not-for-production',
  );
  const inserted = await db
    .insert(members)
    .values(drafts.map((draft) => draft.row))
    .returning();
  await db.insert(clauses).values(buildClauses(start));
  const byMobile = (mobile: string) => {
    const member = inserted.find((row) => row.mobile === mobile);
    if (!member) throw new Error(`no demo member ${mobile}`);
    return member;
  };
  // 李先生 accepted only the V1s (README), so the change notice has something to show.
  await db.insert(clauseSigns).values([
    { memberId: byMobile('13900000002').id, clauseKey: 'userAgreement', clauseVersion: 'V1' },
    { memberId: byMobile('13900000002').id, clauseKey: 'personalInfoStatement', clauseVersion: 'V1' },
  ]);
  const app = server.app;

  /** Moves the clock forward. */
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };

  /** Loads a built-in challenge and solves it the way a click on the notch would. */
  let nextCaptchaIp = 1;
  /** A solved captcha, loaded from an address of its own (loads are counted per address, issue #17). */
  async function captchaPass(): Promise<CaptchaPass> {
    const loaded = await app.inject({
      method: 'POST',
      url: paths.captchaLoad,
      remoteAddress: `203.0.113.${nextCaptchaIp++ % 250}`,
      payload: { captcha_id: 'builtin' },
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const challenge = loaded.json().data as { lot_number: string; target: number };
    const verified = await app.inject({
      method: 'POST',
      url: paths.captchaVerify,
      payload: { captcha_id: 'builtin', lot_number: challenge.lot_number, position: challenge.target },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().data as CaptchaPass;
  }

  let nextIp = 1;
  /** POST /auth/gt/send/sms with a fresh captcha pass (or the one given). */
  async function sendSms(
    mobile: string,
    smsType: 1 | 2 | 3,
    options: { ip?: string; pass?: CaptchaPass; countryNo?: string } = {},
  ) {
    const pass = options.pass ?? (await captchaPass());
    return app.inject({
      method: 'POST',
      url: paths.sendSms,
      remoteAddress: options.ip ?? `198.51.100.${nextIp++}`,
      payload: {
        mobile,
        smsType,
        ...(options.countryNo ? { countryNo: options.countryNo } : {}),
        captchaId: pass.captcha_id,
        captchaOutput: pass.captcha_output,
        genTime: pass.gen_time,
        lotNumber: pass.lot_number,
        passToken: pass.pass_token,
      },
    });
  }

  /** The newest code in the dev outbox for a phone. */
  async function latestCode(mobile: string): Promise<string> {
    const outbox = await app.inject({ method: 'GET', url: `/__dev/sms-outbox?mobile=${mobile}` });
    const text = (outbox.json().data as { text: string }[])[0]?.text ?? '';
    const code = /(\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${mobile}`);
    return code;
  }

  /**
   * A browser form post (application/x-www-form-urlencoded) from a page of the mall (inject's origin); a header
   * given as '' is not sent.
   */
  function form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const sent = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80', ...headers };
    return app.inject({
      method: 'POST',
      url,
      headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== '')),
      payload: new URLSearchParams(fields).toString(),
    });
  }

  async function passwordLogin(
    username: string,
    password: string,
    extra: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    const pass = await captchaPass();
    return form(
      paths.ssoLoginPassword,
      {
        username,
        password: md5Hex(password),
        ...pass,
        noNeedLogin: '0',
        joinKdp: '0',
        success_redirect_uri: '/myIndex/accountOverview',
        failure_redirect_uri: '/login',
        ...extra,
      },
      headers,
    );
  }

  /** Trades the ticket cookie of a successful login for the session. */
  async function exchange(response: { headers: Record<string, unknown> }) {
    const cookie = String(response.headers['set-cookie'] ?? '');
    const ticket = /mallLoginTicket=([^;]+)/.exec(cookie)?.[1] ?? '';
    return app.inject({ method: 'POST', url: paths.accountToken, payload: { ticket } });
  }

  /** Signs in by password and returns the idToken. */
  async function signIn(mobile: string, password = 'Jinyuan2026'): Promise<string> {
    const login = await passwordLogin(mobile, password);
    expect(login.statusCode, login.body).toBe(303);
    const exchanged = await exchange(login);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    return exchanged.json().data.idToken as string;
  }

  return {
    ...server,
    clock,
    advance,
    captchaPass,
    sendSms,
    latestCode,
    form,
    passwordLogin,
    exchange,
    signIn,
    byMobile,
  };
}
