import { describe, expect, it } from 'vitest';
import zhCN from '../i18n/zh-CN.json';
import { accountMessages, checkPasswordChange, checkProfile, passwordChangeBody, titleCodeOf } from './accountForms';

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zhCN) as string;

describe('account information checks (spec §5)', () => {
  it.each([
    ['先生', '1'],
    ['女士', '2'],
    ['太太', '3'],
    ['', null],
    ['小姐', null],
  ])('spec §3 title %j is code %j', (desc, code) => {
    expect(titleCodeOf(desc)).toBe(code);
  });

  it.each([
    [{ familyName: '孙', memberTitle: '2', birthday: null }, {}],
    [{ familyName: '孙', memberTitle: '2', birthday: '2026-12-01' }, {}],
    [{ familyName: ' ', memberTitle: '2', birthday: null }, { familyName: '请输入姓氏' }],
    [{ familyName: '孙', memberTitle: null, birthday: null }, { memberTitle: '请选择称谓' }],
    [{ familyName: '孙', memberTitle: '1', birthday: '2026-12-02' }, { birthday: '生日不能晚于今天' }],
  ])('profile %j → %j', (draft, expected) => {
    const found = checkProfile(draft, '2026-12-01');
    expect(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, text(key)]))).toEqual(expected);
  });

  it.each([
    [{ oldPassword: 'x', password: 'Jinyuan2027', confirm: 'Jinyuan2027' }, {}],
    [{ oldPassword: '', password: 'Jinyuan2027', confirm: 'Jinyuan2027' }, { oldPassword: '请输入原密码' }],
    [{ oldPassword: 'x', password: 'abcdefgh', confirm: 'abcdefgh' }, { password: '请输入8~16位数字+字母组合密码' }],
    [{ oldPassword: 'x', password: '12345678', confirm: '12345678' }, { password: '请输入8~16位数字+字母组合密码' }],
    [{ oldPassword: 'x', password: 'abc1234', confirm: 'abc1234' }, { password: '请输入8~16位数字+字母组合密码' }],
    [
      { oldPassword: 'x', password: 'abc1234567890abcd', confirm: 'abc1234567890abcd' },
      { password: '请输入8~16位数字+字母组合密码' },
    ],
    [{ oldPassword: 'x', password: 'abc_12345', confirm: 'abc_12345' }, { password: '请输入8~16位数字+字母组合密码' }],
    [{ oldPassword: 'x', password: 'Jinyuan2027', confirm: '' }, { confirm: '请再次输入登录密码' }],
    [{ oldPassword: 'x', password: 'Jinyuan2027', confirm: 'Jinyuan2028' }, { confirm: '两次输入的密码不一致' }],
  ])('password change %j → %j', (draft, expected) => {
    const found = checkPasswordChange(draft);
    expect(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, text(key)]))).toEqual(expected);
  });

  it('sends both passwords as MD5 hex (spec §5)', () => {
    expect(passwordChangeBody({ oldPassword: 'Jinyuan2026', password: 'Jinyuan2027', confirm: 'Jinyuan2027' })).toEqual(
      {
        oldPassword: 'e3238f6764eee50634beb8adf48ac79d',
        newPassword: '3f376c12d535747676e1eb4abaeb3e77',
      },
    );
    expect(Object.values(accountMessages).every((key) => typeof text(key) === 'string')).toBe(true);
  });
});
