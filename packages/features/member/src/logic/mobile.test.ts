import { describe, expect, it } from 'vitest';
import zhCN from '../i18n/zh-CN.json';
import { checkNewMobile } from './mobile';

describe('the new mobile (spec §5 phone rule)', () => {
  it.each([
    ['', '手机号不能为空'],
    ['  ', '手机号不能为空'],
    ['1370000000', '请输入正确的11位手机号'],
    ['23700000000', '请输入正确的11位手机号'],
    ['137000000001', '请输入正确的11位手机号'],
    ['13700000007', undefined],
  ])('%j → %j', (mobile, message) => {
    const key = checkNewMobile(mobile);
    expect(key ? zhCN.account.mobile[key.split('.')[2] as 'required' | 'invalid'] : undefined).toBe(message);
  });
});
