import { md5 } from 'js-md5';
import { describe, expect, it } from 'vitest';
import zhCN from '../i18n/zh-CN.json';
import { areAgreementsAccepted } from './agreements';
import { accountOverviewPath, destinationAfterLogin, withoutErrorParam } from './completion';
import { drawerSwitchDelayMs, switchDrawer } from './drawers';
import { memberTitles, registrationPayload } from './registration';
import {
  initialSendCodeState,
  sendBlocker,
  sendCodeReducer,
  smsCountdownSeconds,
  smsFailureMessage,
  smsTypes,
  type SendCodeState,
} from './sendCode';

describe('send-code button (spec §4)', () => {
  it.each<[SendCodeState, Parameters<typeof sendCodeReducer>[1]['type'], SendCodeState]>([
    [{ status: 'idle' }, 'send', { status: 'sending' }],
    [{ status: 'sending' }, 'sent', { status: 'countdown', secondsLeft: 60 }],
    [{ status: 'sending' }, 'failed', { status: 'resend' }],
    [{ status: 'sending' }, 'send', { status: 'sending' }],
    [{ status: 'countdown', secondsLeft: 60 }, 'tick', { status: 'countdown', secondsLeft: 59 }],
    [{ status: 'countdown', secondsLeft: 1 }, 'tick', { status: 'resend' }],
    [{ status: 'countdown', secondsLeft: 30 }, 'send', { status: 'countdown', secondsLeft: 30 }],
    [{ status: 'resend' }, 'send', { status: 'sending' }],
    [{ status: 'idle' }, 'tick', { status: 'idle' }],
    [{ status: 'idle' }, 'sent', { status: 'idle' }],
  ])('%j + %s → %j', (state, type, expected) => {
    expect(sendCodeReducer(state, { type })).toEqual(expected);
  });

  it('counts down 60 s then offers 重新发送', () => {
    let state = sendCodeReducer(sendCodeReducer(initialSendCodeState, { type: 'send' }), { type: 'sent' });
    for (let second = 0; second < smsCountdownSeconds - 1; second += 1)
      state = sendCodeReducer(state, { type: 'tick' });
    expect(state).toEqual({ status: 'countdown', secondsLeft: 1 });
    expect(sendCodeReducer(state, { type: 'tick' })).toEqual({ status: 'resend' });
    expect(zhCN.sms.resend).toBe('重新发送');
  });

  it.each([
    [false, false, 'phone'],
    [false, true, 'phone'],
    [true, false, 'captcha'],
    [true, true, null],
  ])('phone valid %s, captcha passed %s → blocked by %s (spec §5)', (phone, captcha, expected) => {
    expect(sendBlocker(phone, captcha)).toBe(expected);
  });

  it.each([
    ['手机号发送过于频繁', { key: 'sms.failedWithMessage', message: '手机号发送过于频繁' }],
    ['', { key: 'sms.failed' }],
    [undefined, { key: 'sms.failed' }],
    ['  ', { key: 'sms.failed' }],
  ])('failure %j → %j (spec §8)', (message, expected) => {
    expect(smsFailureMessage(message)).toEqual(expected);
  });

  it('failure texts read 发送失败：… and 发送失败，请稍后再试 (spec §8)', () => {
    expect(zhCN.sms.failedWithMessage).toBe('发送失败：{{message}}');
    expect(zhCN.sms.failed).toBe('发送失败，请稍后再试');
  });

  it('smsType is 2 register, 3 reset, 1 on the login view (spec §7)', () => {
    expect(smsTypes).toEqual({ login: 1, register: 2, reset: 3 });
  });
});

describe('agreements (spec §5)', () => {
  it.each([
    [[], false],
    [['userAgreement'], false],
    [['personalInfoStatement'], false],
    [['personalInfoStatement', 'userAgreement'], true],
  ])('%j → %s', (checked, expected) => {
    expect(areAgreementsAccepted(checked)).toBe(expected);
  });

  it('the dialog reads 温馨提示 / 请先阅读并同意以下条款', () => {
    expect(zhCN.agreements.dialogTitle).toBe('温馨提示');
    expect(zhCN.agreements.dialogMessage).toBe('请先阅读并同意以下条款');
  });
});

describe('registration payload (spec §3)', () => {
  const payload = registrationPayload({
    countryNum: '86',
    mobile: ' 13912345678 ',
    smsCode: '123456',
    isCaptchaPassed: true,
    familyName: '王',
    memberTitle: '2',
    birthday: '1990-05-01',
    password: 'abc12345',
    confirm: 'abc12345',
  });

  it('hashes the password with MD5 and fixes joinBranch 60580, joinType 28', () => {
    expect(payload).toEqual({
      mobile: '13912345678',
      password: md5('abc12345'),
      smsCode: '123456',
      familyName: '王',
      memberTitle: 2,
      countryNo: '86',
      birthday: '1990-05-01',
      joinBranch: 60580,
      joinType: 28,
    });
    expect(payload.password).toMatch(/^[0-9a-f]{32}$/);
  });

  it('offers the fixed titles 先生=1, 女士=2, 太太=3 (spec §3)', () => {
    expect(
      memberTitles.map(({ code, key }) => [
        code,
        key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], zhCN),
      ]),
    ).toEqual([
      ['1', '先生'],
      ['2', '女士'],
      ['3', '太太'],
    ]);
  });
});

describe('drawer switching (spec §4)', () => {
  it.each([
    [null, 'login', { open: 'login', next: null, delayMs: 0 }],
    ['login', 'register', { open: null, next: 'register', delayMs: drawerSwitchDelayMs }],
    ['register', 'reset', { open: null, next: 'reset', delayMs: 300 }],
    ['reset', 'login', { open: null, next: 'login', delayMs: 300 }],
    ['login', 'login', { open: 'login', next: null, delayMs: 0 }],
    ['login', null, { open: null, next: null, delayMs: 0 }],
  ] as const)('%s → %s', (current, target, expected) => {
    expect(switchDrawer(current, target)).toEqual(expected);
  });
});

describe('login completion destination (spec §4)', () => {
  it.each([
    ['/login', null, accountOverviewPath],
    ['/login?error=x', 'JY123', accountOverviewPath],
    ['/cart', null, '/cart'],
    ['/goods?mouldNo=A1&error=x', null, '/goods?mouldNo=A1'],
    ['/goods?code=c&codeVrifier=v', 'JY123', '/goods?mouldNo=JY123'],
    ['/home?x=1#top', null, '/home?x=1#top'],
    // Never a path a browser reads as another host (issue #17): the page's own path can start with "//".
    ['//evil.example//x', null, '/evil.example//x'],
    ['/.//evil.example', null, '/evil.example'],
    ['/a/..//evil.example?code=c', null, '/evil.example'],
  ])('%s with mouldNo %s → %s', (url, mouldNo, expected) => {
    expect(destinationAfterLogin(url, mouldNo)).toBe(expected);
  });

  it('confirming the 登录错误 dialog strips ?error (spec §8)', () => {
    expect(withoutErrorParam('/cart?error=abc&x=1')).toBe('/cart?x=1');
    expect(withoutErrorParam('/login?error=abc')).toBe('/login');
    expect(withoutErrorParam('//evil.example//x?error=abc')).toBe('/evil.example//x');
    expect(withoutErrorParam('/%2e//evil.example?error=abc')).toBe('/evil.example');
  });
});
