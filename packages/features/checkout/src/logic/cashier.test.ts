import { describe, expect, it } from 'vitest';
import { allowedCashierUrl } from './cashier';

const origin = 'https://mall.example.cn';

describe('allowedCashierUrl (allow-listed redirects)', () => {
  it.each<[string, string | null]>([
    ['/sandbox-pay/cashier?payNo=P1', 'https://mall.example.cn/sandbox-pay/cashier?payNo=P1'],
    ['https://mall.example.cn/sandbox-pay/cashier?payNo=P1', 'https://mall.example.cn/sandbox-pay/cashier?payNo=P1'],
    ['https://pay.example.com/cashier', 'https://pay.example.com/cashier'],
    ['https://evil.example.com/cashier', null],
    ['http://pay.example.com/cashier', null],
    ['//evil.example.com/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
  ])('%s', (cashierUrl, expected) => {
    expect(allowedCashierUrl(cashierUrl, origin, ['pay.example.com'])).toBe(expected);
  });
});
