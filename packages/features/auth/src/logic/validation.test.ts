import { describe, expect, it } from 'vitest';
import zhCN from '../i18n/zh-CN.json';
import {
  checkBirthday,
  checkConfirm,
  checkNewPassword,
  checkPhone,
  validatePasswordLogin,
  validateRegister,
  validateReset,
  validateSmsLogin,
  validationMessages,
  type RegisterValues,
} from './validation';
import { isValidPhone } from './phone';

const text = (key: string) =>
  key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], zhCN);

describe('the exact messages of spec §5 (zh-CN)', () => {
  it.each([
    [validationMessages.phoneRequired, '手机号不能为空'],
    [validationMessages.phoneInvalid, '请输入正确的11位手机号'],
    [validationMessages.phoneInvalidReset, '请输入正确的手机号'],
    [validationMessages.smsCodeRequired, '请输入验证码'],
    [validationMessages.captchaRequired, '请点击按钮进行验证'],
    [validationMessages.familyNameRequired, '请输入姓氏'],
    [validationMessages.titleRequired, '请选择称谓'],
    [validationMessages.passwordRule, '请输入8~16位数字+字母组合密码'],
    [validationMessages.confirmRequired, '请再次输入登录密码'],
    [validationMessages.confirmMismatch, '两次输入的密码不一致'],
    [validationMessages.usernameRequired, '请输入手机号或会员卡号'],
    [validationMessages.loginPasswordRequired, '请输入登录密码'],
  ])('%s reads %s', (key, message) => {
    expect(text(key)).toBe(message);
  });
});

describe('phone (spec §5, §3 country list, §9)', () => {
  it.each([
    ['', '86', 'register', validationMessages.phoneRequired],
    ['  ', '86', 'login', validationMessages.phoneRequired],
    ['', '86', 'reset', validationMessages.phoneRequired],
    ['1390000000', '86', 'register', validationMessages.phoneInvalid],
    ['23900000001', '86', 'register', validationMessages.phoneInvalid],
    ['139000000012', '86', 'login', validationMessages.phoneInvalid],
    ['1390000000a', '86', 'reset', validationMessages.phoneInvalidReset],
    ['13900000001', '86', 'register', undefined],
    ['13900000001', '86', 'reset', undefined],
    ['61234567', '852', 'register', undefined],
    ['6123456', '852', 'register', validationMessages.phoneInvalid],
    ['13900000001', '852', 'register', validationMessages.phoneInvalid],
    ['66123456', '853', 'register', undefined],
    ['912345678', '886', 'register', undefined],
    ['0912345678', '886', 'register', undefined],
    ['13900000001', '1', 'register', validationMessages.phoneInvalid],
  ] as const)('%j with +%s on %s → %s', (number, country, form, expected) => {
    expect(checkPhone(number, country, form)).toBe(expected);
  });

  it('defaults to the mainland pattern', () => {
    expect(isValidPhone('13900000001')).toBe(true);
  });
});

describe('password (spec §5 register: 8-16, letters and digits mixed)', () => {
  it.each([
    ['', false],
    ['abc12345', true],
    ['ABCdef12', true],
    ['abc1234', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abcdefgh12345678', true],
    ['abcdefgh123456789', false],
    ['abc 12345', false],
    ['abc_12345', false],
  ])('%j valid: %s', (password, valid) => {
    expect(checkNewPassword(password)).toBe(valid ? undefined : validationMessages.passwordRule);
  });

  it.each([
    ['abc12345', '', validationMessages.confirmRequired],
    ['abc12345', 'abc12346', validationMessages.confirmMismatch],
    ['abc12345', 'abc12345', undefined],
  ])('confirm %j / %j → %s', (password, confirm, expected) => {
    expect(checkConfirm(password, confirm)).toBe(expected);
  });
});

describe('birthday not after today (spec §5)', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['1990-05-01', undefined],
    ['2026-11-22', undefined],
    ['2026-11-23', validationMessages.birthdayInFuture],
  ])('%j on 2026-11-22 → %s', (birthday, expected) => {
    expect(checkBirthday(birthday, '2026-11-22')).toBe(expected);
  });
});

const filled: RegisterValues = {
  countryNum: '86',
  mobile: '13912345678',
  smsCode: '123456',
  isCaptchaPassed: true,
  familyName: '王',
  memberTitle: '2',
  birthday: '1990-05-01',
  password: 'abc12345',
  confirm: 'abc12345',
};

describe('registration form (spec §2, §5)', () => {
  it('an empty submit shows every message of spec §5', () => {
    const empty: RegisterValues = {
      countryNum: '86',
      mobile: '',
      smsCode: '',
      isCaptchaPassed: false,
      familyName: '',
      memberTitle: '',
      birthday: null,
      password: '',
      confirm: '',
    };
    expect(validateRegister(empty, '2026-11-22')).toEqual({
      mobile: validationMessages.phoneRequired,
      smsCode: validationMessages.smsCodeRequired,
      captcha: validationMessages.captchaRequired,
      familyName: validationMessages.familyNameRequired,
      memberTitle: validationMessages.titleRequired,
      password: validationMessages.passwordRule,
      confirm: validationMessages.confirmRequired,
    });
  });

  it('a filled form passes', () => {
    expect(validateRegister(filled, '2026-11-22')).toEqual({});
  });

  it.each([
    [{ mobile: '1391234567' }, 'mobile', validationMessages.phoneInvalid],
    [{ familyName: ' ' }, 'familyName', validationMessages.familyNameRequired],
    [{ confirm: 'abc12346' }, 'confirm', validationMessages.confirmMismatch],
    [{ birthday: '2030-01-01' }, 'birthday', validationMessages.birthdayInFuture],
    [{ isCaptchaPassed: false }, 'captcha', validationMessages.captchaRequired],
  ] as const)('%j fails only %s', (change, field, message) => {
    expect(validateRegister({ ...filled, ...change }, '2026-11-22')).toEqual({ [field]: message });
  });
});

describe('reset form (spec §2, §5: its phone message is 请输入正确的手机号)', () => {
  it('an empty submit', () => {
    expect(
      validateReset({ countryNum: '86', mobile: '', smsCode: '', isCaptchaPassed: false, password: '', confirm: '' }),
    ).toEqual({
      mobile: validationMessages.phoneRequired,
      smsCode: validationMessages.smsCodeRequired,
      captcha: validationMessages.captchaRequired,
      password: validationMessages.passwordRule,
      confirm: validationMessages.confirmRequired,
    });
  });
  it('a wrong number', () => {
    expect(
      validateReset({
        countryNum: '86',
        mobile: '123',
        smsCode: '1',
        isCaptchaPassed: true,
        password: 'abc12345',
        confirm: 'abc12345',
      }),
    ).toEqual({
      mobile: validationMessages.phoneInvalidReset,
    });
  });
});

describe('login forms (spec §5)', () => {
  it.each([
    [
      { countryNum: '86', mobile: '', smsCode: '' },
      { mobile: validationMessages.phoneRequired, smsCode: validationMessages.smsCodeRequired },
    ],
    [{ countryNum: '86', mobile: '139', smsCode: '1' }, { mobile: validationMessages.phoneInvalid }],
    [{ countryNum: '86', mobile: '13900000001', smsCode: '123456' }, {}],
  ])('phone code %j', (values, expected) => {
    expect(validateSmsLogin(values)).toEqual(expected);
  });

  it.each([
    [
      { username: '', password: '', isCaptchaPassed: false },
      {
        username: validationMessages.usernameRequired,
        password: validationMessages.loginPasswordRequired,
        captcha: validationMessages.captchaRequired,
      },
    ],
    [{ username: 'JY0001', password: 'x', isCaptchaPassed: true }, {}],
  ])('account %j', (values, expected) => {
    expect(validatePasswordLogin(values)).toEqual(expected);
  });
});
