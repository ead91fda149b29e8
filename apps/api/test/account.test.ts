import { accountPaths } from '@mall/contract/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/seed/people';
import { accountsServer, paths } from './accountsFixture';
import { engines } from './harness';

const account = accountPaths('mall');

describe.each(engines())('account information on %s (issue #13 item 2)', (engine) => {
  let s: Awaited<ReturnType<typeof accountsServer>>;
  beforeAll(async () => {
    s = await accountsServer(engine);
  });
  afterAll(async () => s?.close());

  const post = (url: string, token: string | null, payload: Record<string, unknown> = {}) =>
    s.app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}`, idToken: token } : {},
      payload,
    });

  describe('profile (spec §5; member info refreshed, spec §9)', () => {
    it('saves family name and title for the token’s member, and sets a birthday only once', async () => {
      const sun = await s.signIn('13900000007');
      const saved = await post(account.memberUpdate, sun, { familyName: '孙', memberTitle: 3, birthday: '1992-05-20' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({
        chineseFamilyName: '孙',
        memberTitleDesc: '太太',
        birthday: '1992-05-20',
      });
      expect((await post(paths.memberInfo, sun)).json().data.birthday).toBe('1992-05-20');

      // Once set, another birthday is refused; the same one (or none) is fine with the other fields.
      const changed = await post(account.memberUpdate, sun, {
        familyName: '孙',
        memberTitle: 2,
        birthday: '1993-01-01',
      });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().msg).toBe('生日设置后不可修改，如需更正请联系客服');
      const kept = await post(account.memberUpdate, sun, { familyName: '孫', memberTitle: 2, birthday: '' });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data).toMatchObject({
        chineseFamilyName: '孫',
        memberTitleDesc: '女士',
        birthday: '1992-05-20',
      });
    });

    it('refuses a birthday after today, an impossible day, a blank name and a title outside the list', async () => {
      const token = await s.signIn('13900000006');
      const cases: [Record<string, unknown>, string][] = [
        [{ familyName: '黄', memberTitle: 2, birthday: '2026-12-02' }, '生日不能晚于今天'],
        [{ familyName: '黄', memberTitle: 2, birthday: '2001-02-30' }, '请选择正确的生日'],
        [{ familyName: '  ', memberTitle: 2, birthday: '' }, '请输入姓氏'],
        [{ familyName: '<b>', memberTitle: 2, birthday: '' }, '请输入姓氏'],
        [{ familyName: '黄', memberTitle: 4, birthday: '' }, '请选择称谓'],
        [{ familyName: '黄', birthday: '' }, '请选择称谓'],
      ];
      for (const [body, message] of cases) {
        const response = await post(account.memberUpdate, token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().msg).toBe(message);
      }
    });

    it('acts on the token’s member only: a member id in the body is ignored, and a visitor gets 401', async () => {
      const token = await s.signIn('13900000004');
      const other = s.byMobile('13900000003');
      const sneaky = await post(account.memberUpdate, token, {
        familyName: '陈',
        memberTitle: 2,
        birthday: '',
        memberId: other.id,
        uid: other.id,
      });
      expect(sneaky.statusCode).toBe(200);
      const otherNow = await s.signIn('13900000003');
      expect((await post(paths.memberInfo, otherNow)).json().data.chineseFamilyName).toBe('张');
      expect(
        (await post(account.memberUpdate, null, { familyName: '陈', memberTitle: 2, birthday: '' })).statusCode,
      ).toBe(401);
    });
  });

  describe('password change (spec §5 MD5, DESIGN.md §6)', () => {
    it('needs the right old password, ends the other sessions and keeps this one', async () => {
      const here = await s.signIn('13900000005');
      const elsewhere = await s.signIn('13900000005');
      const changed = await post(account.changePassword, here, {
        oldPassword: md5Hex('Jinyuan2026'),
        newPassword: md5Hex('Jinyuan2027'),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await post(paths.memberInfo, here)).statusCode).toBe(200);
      expect((await post(paths.memberInfo, elsewhere)).statusCode).toBe(401);
      // The old password no longer signs in; the new one does.
      expect(String((await s.passwordLogin('13900000005', 'Jinyuan2026')).headers.location)).toContain(
        'error=badCredentials',
      );
      expect((await s.passwordLogin('13900000005', 'Jinyuan2027')).headers.location).toBe('/myIndex/accountOverview');
    });

    it('counts wrong old passwords and locks the change after five, even for the right one', async () => {
      const token = await s.signIn('13900000003');
      for (let left = 4; left >= 1; left -= 1) {
        const wrong = await post(account.changePassword, token, {
          oldPassword: md5Hex('not-it-1'),
          newPassword: md5Hex('Jinyuan2027'),
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().msg).toBe(`原密码错误，还可尝试 ${left} 次`);
      }
      const fifth = await post(account.changePassword, token, {
        oldPassword: md5Hex('not-it-1'),
        newPassword: md5Hex('Jinyuan2027'),
      });
      expect(fifth.statusCode).toBe(429);
      const right = await post(account.changePassword, token, {
        oldPassword: md5Hex('Jinyuan2026'),
        newPassword: md5Hex('Jinyuan2027'),
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().msg).toBe('原密码错误次数过多，请 15 分钟后再试');
      s.advance(15 * 60 + 1);
      const after = await post(account.changePassword, token, {
        oldPassword: md5Hex('Jinyuan2026'),
        newPassword: md5Hex('Jinyuan2028'),
      });
      expect(after.statusCode, after.body).toBe(200);
    });

    it('takes only MD5 hex and refuses the same password again', async () => {
      const token = await s.signIn('13900000002');
      const plain = await post(account.changePassword, token, {
        oldPassword: md5Hex('Jinyuan2026'),
        newPassword: 'abc12345',
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().msg).toBe('请输入8~16位数字+字母组合密码');
      const same = await post(account.changePassword, token, {
        oldPassword: md5Hex('Jinyuan2026'),
        newPassword: md5Hex('Jinyuan2026'),
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().msg).toBe('新密码不能与原密码相同');
    });
  });

  describe('mobile change (SMS code to the new number, DESIGN.md §6 limits)', () => {
    const sendTo = async (token: string, mobile: string) => {
      const pass = await s.captchaPass();
      return post(account.mobileSendCode, token, {
        mobile,
        captchaId: pass.captcha_id,
        captchaOutput: pass.captcha_output,
        genTime: pass.gen_time,
        lotNumber: pass.lot_number,
        passToken: pass.pass_token,
      });
    };

    it('refuses a number another account holds, before and at the change', async () => {
      const token = await s.signIn('13900000004');
      const taken = await sendTo(token, '13900000001');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().msg).toBe('该手机号已注册其他账户，请更换手机号');
      const change = await post(account.mobileChange, token, { mobile: '13900000001', smsCode: '123456' });
      expect(change.statusCode).toBe(409);
    });

    it('moves the member to the new number with its code (single use), which then signs in', async () => {
      const token = await s.signIn('13900000004');
      const sent = await sendTo(token, '13700000004');
      expect(sent.statusCode, sent.body).toBe(200);
      const wrong = await post(account.mobileChange, token, { mobile: '13700000004', smsCode: '000000' });
      expect(wrong.statusCode).toBe(400);
      const code = await s.latestCode('13700000004');
      const changed = await post(account.mobileChange, token, { mobile: '13700000004', smsCode: code });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.mobile).toBe('137****0004');
      expect((await post(account.mobileChange, token, { mobile: '13700000004', smsCode: code })).statusCode).toBe(400);
      expect((await s.passwordLogin('13700000004', 'Jinyuan2026')).headers.location).toBe('/myIndex/accountOverview');
      expect(String((await s.passwordLogin('13900000004', 'Jinyuan2026')).headers.location)).toContain('error=');
    });

    it('keeps the send limits: a second send to the number within 60 s waits', async () => {
      const token = await s.signIn('13900000006');
      expect((await sendTo(token, '13700000006')).statusCode).toBe(200);
      const again = await sendTo(token, '13700000006');
      expect(again.statusCode).toBe(429);
      expect(again.json().retryAfter).toBeGreaterThan(0);
    });
  });
});
