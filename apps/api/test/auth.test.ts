import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema';
import { loginWait } from '@mall/contract/auth';
import { captchaLoadLimit, signInDelays, signInLimits } from '../src/lib/signInThrottle';
import { md5Hex } from '../src/seed/people';
import { accountsServer, paths } from './accountsFixture';
import { engines } from './harness';

describe.each(engines())('accounts on %s (spec §7 Authentication, DESIGN.md §6)', (engine) => {
  let s: Awaited<ReturnType<typeof accountsServer>>;
  beforeAll(async () => {
    s = await accountsServer(engine);
  });
  afterAll(async () => s?.close());

  describe('slider captcha (DESIGN.md §5)', () => {
    it('limits the challenges one address may load (issue #17: each load writes a row)', async () => {
      const load = (remoteAddress: string) =>
        s.app.inject({ method: 'POST', url: paths.captchaLoad, remoteAddress, payload: { captcha_id: 'builtin' } });
      for (let n = 0; n < captchaLoadLimit.loads; n += 1) expect((await load('192.0.2.10')).statusCode).toBe(200);
      const refused = await load('192.0.2.10');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 429, msg: '验证请求过于频繁，请稍后再试' });
      expect((await load('192.0.2.11')).statusCode).toBe(200);
      // The window moves on: ten minutes later the address may load again.
      s.advance(captchaLoadLimit.windowMinutes * 60 + 1);
      expect((await load('192.0.2.10')).statusCode).toBe(200);
    });

    it('passes only at the target, and yields GeeTest-v4-shaped values', async () => {
      const challenge = (
        await s.app.inject({ method: 'POST', url: paths.captchaLoad, payload: { captcha_id: 'builtin' } })
      ).json().data;
      expect(challenge).toMatchObject({ captcha_id: 'builtin', tolerance: 4, expiresIn: 120 });
      const miss = await s.app.inject({
        method: 'POST',
        url: paths.captchaVerify,
        payload: { captcha_id: 'builtin', lot_number: challenge.lot_number, position: challenge.target > 50 ? 0 : 100 },
      });
      expect(miss.statusCode).toBe(400);
      expect(miss.json().msg).toContain('还可尝试 4 次');
      const hit = await s.app.inject({
        method: 'POST',
        url: paths.captchaVerify,
        payload: { captcha_id: 'builtin', lot_number: challenge.lot_number, position: challenge.target + 3 },
      });
      expect(hit.statusCode).toBe(200);
      expect(Object.keys(hit.json().data).sort()).toEqual([
        'captcha_id',
        'captcha_output',
        'gen_time',
        'lot_number',
        'pass_token',
      ]);
      // A solved challenge cannot be solved again.
      const again = await s.app.inject({
        method: 'POST',
        url: paths.captchaVerify,
        payload: { captcha_id: 'builtin', lot_number: challenge.lot_number, position: challenge.target },
      });
      expect(again.statusCode).toBe(400);
    });

    it('dies after 5 misses and after 2 minutes', async () => {
      const load = async () =>
        (await s.app.inject({ method: 'POST', url: paths.captchaLoad, payload: { captcha_id: 'builtin' } })).json()
          .data as { lot_number: string; target: number };
      const tryAt = (lot: string, position: number) =>
        s.app.inject({
          method: 'POST',
          url: paths.captchaVerify,
          payload: { captcha_id: 'builtin', lot_number: lot, position },
        });
      const first = await load();
      const wrong = first.target > 50 ? 0 : 100;
      for (let i = 0; i < 5; i += 1) expect((await tryAt(first.lot_number, wrong)).statusCode).toBe(400);
      expect((await tryAt(first.lot_number, first.target)).json().msg).toBe('验证已失效，请重新验证');
      const second = await load();
      s.advance(121);
      expect((await tryAt(second.lot_number, second.target)).statusCode).toBe(400);
    });

    it('refuses an unknown captcha id', async () => {
      const response = await s.app.inject({
        method: 'POST',
        url: paths.captchaLoad,
        payload: { captcha_id: 'someone-else' },
      });
      expect(response.statusCode).toBe(400);
    });

    it('is required before a send, single-use, and expires 2 minutes after passing', async () => {
      const noPass = await s.app.inject({
        method: 'POST',
        url: paths.sendSms,
        payload: {
          mobile: '13900000004',
          smsType: 1,
          captchaId: 'builtin',
          captchaOutput: 'x',
          genTime: '1',
          lotNumber: 'x',
          passToken: 'x',
        },
      });
      expect(noPass.statusCode).toBe(400);
      expect(noPass.json().msg).toBe('滑块验证已失效，请重新验证');

      const pass = await s.captchaPass();
      expect((await s.sendSms('13900000004', 1, { pass })).statusCode).toBe(200);
      s.advance(61);
      const reused = await s.sendSms('13900000004', 1, { pass });
      expect(reused.statusCode).toBe(400);

      const forged = await s.captchaPass();
      expect((await s.sendSms('13900000004', 1, { pass: { ...forged, pass_token: 'f'.repeat(32) } })).statusCode).toBe(
        400,
      );

      const stale = await s.captchaPass();
      s.advance(121);
      expect((await s.sendSms('13900000004', 1, { pass: stale })).statusCode).toBe(400);
    });
  });

  describe('SMS codes (DESIGN.md §6)', () => {
    it('sends 6 digits to the outbox and keeps only a hash', async () => {
      const sent = await s.sendSms('13900000005', 1);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data).toEqual({ expiresIn: 300, cooldown: 60 });
      const code = await s.latestCode('13900000005');
      expect(code).toMatch(/^\d{6}$/);
      const rows = await s.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, '13900000005'));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('keeps a 60 s cooldown per phone and says how long to wait', async () => {
      expect((await s.sendSms('13800000001', 1)).statusCode).toBe(200);
      s.advance(20);
      const early = await s.sendSms('13800000001', 1);
      expect(early.statusCode).toBe(429);
      expect(early.json().msg).toBe('发送太频繁，请 40 秒后再试');
      expect(early.json().retryAfter).toBe(40);
      s.advance(40);
      expect((await s.sendSms('13800000001', 1)).statusCode).toBe(200);
    });

    it('sends at most 5 an hour to one phone', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await s.sendSms('13800000002', 2)).statusCode).toBe(200);
        s.advance(61);
      }
      const sixth = await s.sendSms('13800000002', 2);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().msg).toContain('1 小时内最多获取 5 次');
      s.advance(3600);
      expect((await s.sendSms('13800000002', 2)).statusCode).toBe(200);
    });

    it('sends at most 10 an hour from one address', async () => {
      for (let i = 0; i < 10; i += 1)
        expect((await s.sendSms(`1370000${String(i).padStart(4, '0')}`, 2, { ip: '192.0.2.50' })).statusCode).toBe(200);
      const eleventh = await s.sendSms('13700009999', 2, { ip: '192.0.2.50' });
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().msg).toBe('当前网络获取验证码次数过多，请 1 小时后再试');
      expect((await s.sendSms('13700009999', 2, { ip: '192.0.2.51' })).statusCode).toBe(200);
    });

    it('refuses a malformed phone for its country', async () => {
      const response = await s.sendSms('23900000001', 1);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('请输入正确的11位手机号');
      expect((await s.sendSms('61234567', 1, { countryNo: '852' })).statusCode).toBe(200);
    });
  });

  describe('registration (spec §3, §5)', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      mobile: '13600000001',
      password: md5Hex('Welcome2026'),
      smsCode: '000000',
      familyName: '赵',
      memberTitle: 2,
      countryNo: '86',
      birthday: '1995-05-20',
      joinBranch: 60580,
      joinType: 28,
      ...overrides,
    });
    const register = (payload: Record<string, unknown>) =>
      s.app.inject({ method: 'POST', url: paths.register, payload });

    it.each([
      ['a bad mainland number', { mobile: '1360000000' }, '请输入正确的11位手机号'],
      ['a Hong Kong number on the mainland pattern', { mobile: '13600000001', countryNo: '852' }, '请输入正确的手机号'],
      ['a password that is not MD5 hex', { password: 'Welcome2026' }, '密码格式有误，请重新设置'],
      ['a missing SMS code', { smsCode: undefined }, '请输入 6 位数字验证码'],
      ['an empty family name', { familyName: '' }, '请输入姓氏'],
      ['a blank family name', { familyName: '   ' }, '请输入姓氏'],
      ['an unknown title', { memberTitle: 4 }, '请选择称谓'],
      ['an unknown country code', { countryNo: '1' }, '请选择国家或地区区号'],
      ['a birthday after today', { birthday: '2026-12-02' }, '生日不能晚于今天'],
      ['an impossible birthday', { birthday: '1995-02-30' }, '请选择正确的生日'],
      ['another join branch', { joinBranch: 1 }, '注册渠道有误'],
      ['another join type', { joinType: 1 }, '注册渠道有误'],
      ['a wrong SMS code', {}, '验证码错误或已过期，请重新获取'],
    ])('refuses %s with a message', async (_case, overrides, message) => {
      const response = await register(body(overrides));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().msg).toBe(message);
    });

    it('registers at the lowest card level with a new card number, signed in; a second account on the phone is refused', async () => {
      expect((await s.sendSms('13600000001', 2)).statusCode).toBe(200);
      const response = await register(body({ smsCode: await s.latestCode('13600000001') }));
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.cardNo).toMatch(/^8860\d{8}$/);
      expect(data.userInfo).toMatchObject({ nickname: '赵女士', cardLevel: 1, isStaff: false, cardNo: data.cardNo });
      const info = await s.app.inject({
        method: 'POST',
        url: paths.memberInfo,
        headers: { authorization: `Bearer ${data.idToken}` },
      });
      expect(info.json().data).toMatchObject({
        cardLevel: 1,
        cardLevelName: '普卡',
        nextCardLevel: 2,
        joinDays: 1,
        birthday: '1995-05-20',
      });

      s.advance(61);
      expect((await s.sendSms('13600000001', 2)).statusCode).toBe(200);
      const duplicate = await register(body({ smsCode: await s.latestCode('13600000001') }));
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().msg).toBe('该手机号已注册，请直接登录');

      const login = await s.passwordLogin('13600000001', 'Welcome2026');
      expect(login.headers.location).toBe('/myIndex/accountOverview');
    });

    it('registers a shopper who gave no birthday (spec §5 only forbids one after today)', async () => {
      expect((await s.sendSms('13600000077', 2)).statusCode).toBe(200);
      const response = await register(
        body({ mobile: '13600000077', birthday: '', smsCode: await s.latestCode('13600000077') }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const info = await s.app.inject({
        method: 'POST',
        url: paths.memberInfo,
        headers: { authorization: `Bearer ${response.json().data.idToken}` },
      });
      expect(info.json().data).toMatchObject({ birthday: '' });
    });

    it('counts 5 wrong codes, then refuses even the right one', async () => {
      expect((await s.sendSms('13600000002', 2)).statusCode).toBe(200);
      const code = await s.latestCode('13600000002');
      const wrong = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 4; i += 1)
        expect((await register(body({ mobile: '13600000002', smsCode: wrong }))).json().msg).toBe(
          '验证码错误，请重新输入',
        );
      const fifth = await register(body({ mobile: '13600000002', smsCode: wrong }));
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().msg).toBe('验证码错误次数过多，请重新获取');
      expect((await register(body({ mobile: '13600000002', smsCode: code }))).statusCode).toBe(429);
    });

    it('lets a code expire after 5 minutes', async () => {
      expect((await s.sendSms('13600000003', 2)).statusCode).toBe(200);
      const code = await s.latestCode('13600000003');
      s.advance(301);
      const late = await register(body({ mobile: '13600000003', smsCode: code }));
      expect(late.statusCode).toBe(400);
      expect(late.json().msg).toBe('验证码错误或已过期，请重新获取');
    });
  });

  describe('password reset', () => {
    const reset = (payload: Record<string, unknown>) =>
      s.app.inject({ method: 'POST', url: paths.forgetPassword, payload });

    it('resets with a code once, ends old sessions, and the new password signs in', async () => {
      const oldToken = await s.signIn('13900000003');
      expect((await s.sendSms('13900000003', 3)).statusCode).toBe(200);
      const code = await s.latestCode('13900000003');
      const done = await reset({ mobile: '13900000003', smsCode: code, newPassword: md5Hex('NewPass2027') });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().msg).toBe('重设成功');
      // Single use.
      expect((await reset({ mobile: '13900000003', smsCode: code, newPassword: md5Hex('Other2028') })).statusCode).toBe(
        400,
      );

      expect(
        (
          await s.app.inject({
            method: 'POST',
            url: paths.memberInfo,
            headers: { authorization: `Bearer ${oldToken}` },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        new URL(
          (await s.passwordLogin('13900000003', 'Jinyuan2026')).headers.location as string,
          'http://x',
        ).searchParams.get('error'),
      ).toBe('badCredentials');
      expect((await s.passwordLogin('13900000003', 'NewPass2027')).headers.location).toBe('/myIndex/accountOverview');
    });

    it('tells the holder of a code that the number has no account', async () => {
      expect((await s.sendSms('13600000009', 3)).statusCode).toBe(200);
      const response = await reset({
        mobile: '13600000009',
        smsCode: await s.latestCode('13600000009'),
        newPassword: md5Hex('NewPass2027'),
      });
      expect(response.json().msg).toBe('该手机号尚未注册，请先注册');
    });
  });

  describe('sign-in form posts (spec §7, §4)', () => {
    const errorOf = (location: unknown) => new URL(String(location), 'http://x').searchParams.get('error');

    it('signs in by password: 303 with a one-time ticket cookie, exchanged once for the session', async () => {
      const login = await s.passwordLogin('13900000001', 'Jinyuan2026', {
        success_redirect_uri: '/goodsDetail?goodsId=12',
      });
      expect(login.statusCode).toBe(303);
      expect(login.headers.location).toBe('/goodsDetail?goodsId=12');
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/^mallLoginTicket=[\w-]+; Path=\/; Max-Age=60; SameSite=Lax$/);
      expect(cookie).not.toMatch(/eyJ/);
      const exchanged = await s.exchange(login);
      expect(exchanged.statusCode).toBe(200);
      expect(exchanged.json().data.userInfo).toMatchObject({
        nickname: '王女士',
        cardLevel: 3,
        isStaff: false,
        staffCode: '',
      });
      expect(String(exchanged.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await s.exchange(login)).statusCode).toBe(400);
    });

    it('signs in by card number too, and the ticket lasts a minute', async () => {
      const member = s.byMobile('13900000005');
      const login = await s.passwordLogin(member.cardNo, 'Jinyuan2026');
      expect(login.statusCode).toBe(303);
      s.advance(61);
      expect((await s.exchange(login)).statusCode).toBe(400);
    });

    it('answers a wrong password and an unknown account the same way', async () => {
      // Both paths run one argon2 verification (an unknown account is checked against a decoy hash,
      // services/accounts.ts), so neither the answer nor its time tells which accounts exist. The time is
      // not asserted here: on a loaded 2-core machine a timed assertion fails at random (DESIGN.md §8).
      const answers = [];
      for (const username of ['13900000001', '13999999999', '13900000001', '13999999999']) {
        answers.push((await s.passwordLogin(username, 'Wrong12345')).headers.location);
        s.advance(signInDelays.capSeconds.address); // past the growing delay (issue #17 §3)
      }
      expect(new Set(answers)).toEqual(new Set(['/login?error=badCredentials']));
      const text = await s.app.inject({ method: 'GET', url: `${paths.errorQuery}?error=badCredentials` });
      expect(text.json().data).toBe('账号或密码错误');
    });

    it('needs a passed captcha for a password login', async () => {
      const response = await s.form(paths.ssoLoginPassword, {
        username: '13900000001',
        password: md5Hex('Jinyuan2026'),
        captcha_id: 'builtin',
        lot_number: 'x',
        captcha_output: 'x',
        pass_token: 'x',
        gen_time: '1',
        success_redirect_uri: '/myIndex/accountOverview',
        failure_redirect_uri: '/login?mouldNo=M1',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/login?mouldNo=M1&error=captcha');
    });

    it.each([
      ['https://evil.example/steal'],
      ['//evil.example/'],
      ['/\\evil.example'],
      ['javascript:alert(1)'],
      ['http://127.0.0.1.evil.example/'],
    ])('refuses the off-list redirect %s with a 400', async (uri) => {
      const success = await s.passwordLogin('13900000001', 'Jinyuan2026', { success_redirect_uri: uri });
      expect(success.statusCode).toBe(400);
      expect(success.json().msg).toBe('跳转地址不在允许范围内');
      const failure = await s.passwordLogin('13900000001', 'Wrong', { failure_redirect_uri: uri });
      expect(failure.statusCode).toBe(400);
    });

    it('refuses a login form posted from another site (login CSRF) and accepts its own origin', async () => {
      const foreign = await s.passwordLogin('13900000001', 'Jinyuan2026', {}, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.headers['set-cookie']).toBeUndefined();
      const own = await s.passwordLogin('13900000001', 'Jinyuan2026', {}, { origin: 'http://localhost:80' });
      expect(own.statusCode).toBe(303);
    });

    /** One password try for `username` from `remoteAddress`: 'signedIn' or the failure's `error` code. */
    const attemptAs = async (username: string, password: string, remoteAddress: string) => {
      const pass = await s.captchaPass();
      const response = await s.app.inject({
        method: 'POST',
        url: paths.ssoLoginPassword,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
        payload: new URLSearchParams({
          username,
          password: md5Hex(password),
          ...pass,
          noNeedLogin: '0',
          joinKdp: '0',
          success_redirect_uri: '/home',
          failure_redirect_uri: '/login',
        }).toString(),
      });
      return response.headers.location === '/home' ? 'signedIn' : errorOf(response.headers.location);
    };

    it('makes each wrong password wait longer before the next try, and the right one after the wait gets in (issue #17 §3)', async () => {
      const attempt = (password: string) => attemptAs('13900000006', password, '192.0.2.40');
      expect(await attempt('Wrong-1')).toBe('badCredentials');
      expect(await attempt('Wrong-2')).toBe('badCredentials');
      // From the 2nd failure on, the next try is refused unchecked: 1 s, then 2 s, then 4 s.
      expect(await attempt('Jinyuan2026')).toBe(loginWait.code(1));
      s.advance(1);
      expect(await attempt('Wrong-3')).toBe('badCredentials');
      expect(await attempt('Jinyuan2026')).toBe(loginWait.code(2));
      s.advance(1);
      expect(await attempt('Jinyuan2026')).toBe(loginWait.code(1));
      s.advance(1);
      expect(await attempt('Wrong-4')).toBe('badCredentials');
      expect(await attempt('Jinyuan2026')).toBe(loginWait.code(4));
      // The 登录错误 dialog's text says how long (the generic rule holds: an unknown account waits the same).
      const text = await s.app.inject({ method: 'GET', url: `${paths.errorQuery}?error=${loginWait.code(4)}` });
      expect(text.json().data).toBe('登录尝试过于频繁，请 4 秒后再试');
      expect(await attemptAs('13999999996', 'Wrong-1', '192.0.2.41')).toBe('badCredentials');
      expect(await attemptAs('13999999996', 'Wrong-2', '192.0.2.41')).toBe('badCredentials');
      expect(await attemptAs('13999999996', 'Wrong-3', '192.0.2.41')).toBe(loginWait.code(1));
      // Refused tries are not failures: waiting is the way through, and then the right password signs in.
      s.advance(4);
      expect(await attempt('Jinyuan2026')).toBe('signedIn');
    });

    it('makes one address walking through many accounts wait from its 10th failure (issue #17 §3)', async () => {
      const address = '192.0.2.45';
      for (let n = 0; n < signInDelays.afterFailures.address; n += 1)
        expect(await attemptAs(`1399999${String(n).padStart(4, '0')}`, 'Spray2026', address)).toBe('badCredentials');
      expect(await attemptAs('13999998888', 'Spray2026', address)).toBe(loginWait.code(1));
      s.advance(1);
      expect(await attemptAs('13999998888', 'Spray2026', address)).toBe('badCredentials');
      expect(await attemptAs('13999998889', 'Spray2026', address)).toBe(loginWait.code(2));
      // Another address is not held up by this one.
      expect(await attemptAs('13900000005', 'Jinyuan2026', '192.0.2.46')).toBe('signedIn');
      s.advance(2);
    });

    it("lets a stranger's failures at other addresses delay the owner by the account's cap at most (issue #17 §3)", async () => {
      const victim = '13900000004';
      let failures = 0;
      for (let n = 0; failures < 12; n += 1) {
        const answer = await attemptAs(victim, `Guess-${n}`, `198.19.0.${n}`);
        const seconds = loginWait.secondsOf(answer ?? '');
        if (seconds !== null) s.advance(seconds);
        else if (answer === 'badCredentials') failures += 1;
        else throw new Error(`unexpected answer ${answer}`);
      }
      const owner = await attemptAs(victim, 'Jinyuan2026', '192.0.2.50');
      const wait = loginWait.secondsOf(owner ?? '');
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(signInDelays.capSeconds.account);
      s.advance(wait ?? 0);
      expect(await attemptAs(victim, 'Jinyuan2026', '192.0.2.50')).toBe('signedIn');
    });

    it('stops password guessing per account and address, without locking the owner out elsewhere (issue #17)', async () => {
      const attempt = (password: string, remoteAddress: string) => attemptAs('13900000001', password, remoteAddress);
      for (let n = 0; n < signInLimits.accountFromAddress; n += 1) {
        expect(await attempt(`Guess${n}wrong`, '192.0.2.66')).toBe('badCredentials');
        s.advance(signInDelays.capSeconds.account); // past the growing delay (issue #17 §3)
      }
      // The guesser's address is stopped before the password is checked: even the right one is refused there…
      expect(await attempt('Jinyuan2026', '192.0.2.66')).toBe('tooManyAttempts');
      // …while the owner at another address signs in as before.
      expect(await attempt('Jinyuan2026', '192.0.2.77')).toBe('signedIn');
    });

    it('prints how many guesses a script gets through a quarter of an hour, and the owner still signs in by SMS (issue #17 §3)', async () => {
      const victim = '13900000008';
      // Only a checked password is a guess; a refusal before the check is not.
      const guess = async (remoteAddress: string) =>
        (await attemptAs(victim, `Guess-${remoteAddress}-${s.clock.now.getTime()}`, remoteAddress)) ===
        'badCredentials';
      const minutes = signInLimits.windowMinutes;
      let fromOne = 0;
      for (let second = 0; second < minutes * 60; second += 10) {
        if (await guess('192.0.2.90')) fromOne += 1;
        s.advance(10);
      }
      s.advance(minutes * 60);
      let fromMany = 0;
      for (let second = 0; second < minutes * 60; second += 5) {
        if (await guess(`198.18.${Math.floor(second / 250)}.${second % 250}`)) fromMany += 1;
        s.advance(5);
      }
      expect(fromOne).toBe(signInLimits.accountFromAddress);
      // The growing delay (issue #17 §3) lets many addresses through fewer guesses than the lock alone (50).
      expect(fromMany).toBeLessThan(signInLimits.account);
      console.info(
        `brute force: before the limits ~3,900 guesses a minute from one address (issue #17 probe); now ` +
          `${(fromOne / minutes).toFixed(2)} a minute from one address, ${(fromMany / minutes).toFixed(2)} from ${(minutes * 60) / 5} addresses`,
      );
      // However the account is locked for passwords, its owner signs in by SMS code.
      expect((await s.sendSms(victim, 1)).statusCode).toBe(200);
      const code = await s.latestCode(victim);
      const bySms = await s.form(paths.ssoLoginSms, {
        mobile: victim,
        smsCode: code,
        noNeedLogin: '0',
        joinKdp: '0',
        success_redirect_uri: '/home',
        failure_redirect_uri: '/login',
      });
      expect(bySms.headers.location).toBe('/home');
      // And the lock is temporary: a window later the password works again.
      s.advance(minutes * 60 + 1);
      expect((await s.passwordLogin(victim, 'Jinyuan2026')).headers.location).toBe('/myIndex/accountOverview');
    });

    it.each<[string, Record<string, string>, number]>([
      // issue #17 probe: a sandboxed frame on any site posts with Origin: null.
      ['Origin null (a sandboxed frame)', { origin: 'null' }, 403],
      [
        'Origin null with a Referer of the mall (the frame controls it)',
        { origin: 'null', referer: 'http://localhost:80/login' },
        403,
      ],
      ['no Origin and no Referer', { origin: '' }, 403],
      ['no Origin, a Referer of another site', { origin: '', referer: 'https://evil.example/page' }, 403],
      [
        'no Origin, a Referer of the mall (an older browser)',
        { origin: '', referer: 'http://localhost:80/login?x=1' },
        303,
      ],
    ])('login CSRF: %s → %s', async (_case, headers, status) => {
      // A header given as '' is not sent (the fixture's form post).
      const response = await s.passwordLogin('13900000001', 'Jinyuan2026', {}, headers);
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('accepts an absolute URL on the serving origin, reduced to its path', async () => {
      const login = await s.passwordLogin('13900000001', 'Jinyuan2026', {
        success_redirect_uri: 'http://localhost:80/home?x=1',
      });
      expect(login.statusCode).toBe(303);
      expect(login.headers.location).toBe('/home?x=1');
    });

    it('signs in by SMS code; a wrong code and an unregistered phone are explained', async () => {
      const smsLogin = (mobile: string, smsCode: string) =>
        s.form(paths.ssoLoginSms, {
          mobile,
          smsCode,
          noNeedLogin: '0',
          joinKdp: '0',
          success_redirect_uri: '/home',
          failure_redirect_uri: '/login',
        });
      expect((await s.sendSms('13900000006', 1)).statusCode).toBe(200);
      const code = await s.latestCode('13900000006');
      expect(errorOf((await smsLogin('13900000006', code === '111111' ? '222222' : '111111')).headers.location)).toBe(
        'badSmsCode',
      );
      const ok = await smsLogin('13900000006', code);
      expect(ok.headers.location).toBe('/home');
      expect((await s.exchange(ok)).json().data.userInfo.nickname).toBe('黄女士');
      expect(errorOf((await smsLogin('13900000006', code)).headers.location)).toBe('badSmsCode');

      expect((await s.sendSms('13500000000', 1)).statusCode).toBe(200);
      expect(errorOf((await smsLogin('13500000000', await s.latestCode('13500000000'))).headers.location)).toBe(
        'notRegistered',
      );
      expect(errorOf((await smsLogin('abc', '1')).headers.location)).toBe('invalidInput');
    });
  });

  describe('tokens over HTTP (DESIGN.md §6)', () => {
    it('refreshes, hints TOKEN_REFRESH near expiry, refuses tampering, and logout ends the session', async () => {
      const token = await s.signIn('13900000001');
      const info = (idToken: string) =>
        s.app.inject({ method: 'POST', url: paths.memberInfo, headers: { authorization: `Bearer ${idToken}` } });
      expect((await info(token)).headers.token_refresh).toBeUndefined();
      s.advance(26 * 60);
      const near = await info(token);
      expect(near.statusCode).toBe(200);
      expect(near.headers.token_refresh).toBe('1');

      const refreshed = await s.app.inject({ method: 'POST', url: paths.accountRefresh, headers: { idToken: token } });
      expect(refreshed.statusCode).toBe(200);
      const fresh = refreshed.json().data.idToken as string;
      expect(fresh).not.toBe(token);
      s.advance(5 * 60);
      expect((await info(token)).statusCode).toBe(401);
      expect((await info(fresh)).statusCode).toBe(200);

      const [head, body, signature] = fresh.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, uid: s.byMobile('13900000002').id })).toString('base64url')}.${signature}`;
      expect((await info(tampered)).statusCode).toBe(401);
      const wrongAud = `${head}.${Buffer.from(JSON.stringify({ ...claims, aud: 'other-app' })).toString('base64url')}.${signature}`;
      expect((await info(wrongAud)).statusCode).toBe(401);
      // The uid header is the client's say-so and decides nothing.
      expect(
        (
          await s.app.inject({
            method: 'POST',
            url: paths.memberInfo,
            headers: { uid: String(s.byMobile('13900000002').id) },
          })
        ).statusCode,
      ).toBe(401);

      expect(
        (await s.app.inject({ method: 'POST', url: paths.accountLogout, headers: { idToken: fresh } })).statusCode,
      ).toBe(200);
      expect((await info(fresh)).statusCode).toBe(401);
      expect(
        (await s.app.inject({ method: 'POST', url: paths.accountRefresh, headers: { idToken: fresh } })).statusCode,
      ).toBe(401);
    });

    it('computes the S256 challenge of a verifier', async () => {
      const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
      const response = await s.app.inject({
        method: 'POST',
        url: paths.accountEncrypt,
        payload: { codeVerifier: verifier },
      });
      // RFC 7636 appendix B.
      expect(response.json()).toEqual({
        retcode: 200,
        msg: 'success',
        data: { ciphertext: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' },
      });
    });
  });
});
