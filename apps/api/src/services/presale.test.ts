import { OrderErrorCode } from '@mall/contract/checkout';
import { describe, expect, it } from 'vitest';
import type { PricedRow } from './checkoutPricing';
import { balanceRefusal, depositDeadline, presaleConfirmation, type PresaleTerms } from './presale';

const now = new Date('2026-11-20T02:30:00.000Z');
const hours = (count: number) => new Date(now.getTime() + count * 3600_000);
const text = (at: Date) => at.toISOString();

const row = (presale: PresaleTerms | null, buyNum = 1): PricedRow & { presale: PresaleTerms | null } => ({
  skuId: 1,
  goodID: 9,
  mouldNo: 'JYJ00009',
  title: '足金熊猫纪念金章',
  thumb: '',
  attribute: '',
  buyNum,
  pricingMode: 'fixed',
  category: {},
  productTypeID: 10,
  productGroupID: 8,
  unitPrice: '3000.00',
  unitPriceFen: 300_000,
  subtotalFen: 300_000 * buyNum,
  stock: 10,
  presale,
});
const terms: PresaleTerms = { depositFen: 50_000, finalPayStartAt: hours(48), finalPayEndAt: hours(120) };

describe('presale checkout (spec §3 cart item ispresell, presellprice, deposit; contract presale.ts)', () => {
  it('leaves an ordinary checkout to the ordinary confirmation', () => {
    expect(presaleConfirmation([row(null), row(null)], now)).toBeUndefined();
  });

  it('charges the deposit per piece now, the rest in the final-payment window', () => {
    const result = presaleConfirmation([row(terms, 2)], now);
    expect(result && 'confirm' in result && result.confirm).toMatchObject({
      goodsTotalFen: 600_000,
      payableFen: 100_000,
      pointsUsed: 0,
      giftCardFen: 0,
      fullMinusFen: 0,
      presale: { depositFen: 100_000, balanceFen: 500_000, balanceEndPayTime: hours(120).toISOString() },
    });
  });

  it.each<[string, Parameters<typeof presaleConfirmation>, number, string]>([
    [
      'with other lines: bought alone',
      [[row(terms), row(null)], now],
      OrderErrorCode.ORDER_PRESALE_ALONE,
      '需单独结算',
    ],
    ['as a transfer gift', [[row(terms)], now, true], OrderErrorCode.ORDER_PRESALE_ALONE, '不支持作为礼物转赠'],
    [
      'after its window: the presale is over',
      [[row(terms)], hours(121)],
      OrderErrorCode.ORDER_PRESALE_OVER,
      '预售已结束',
    ],
    [
      'without a window: cannot be paid in full',
      [[row({ ...terms, finalPayEndAt: null })], now],
      OrderErrorCode.ORDER_PRESALE_OVER,
      '预售已结束',
    ],
  ])('refuses a presale piece %s', (_case, args, code, words) => {
    const result = presaleConfirmation(...args);
    expect(result && 'refusal' in result && result.refusal.code).toBe(code);
    expect(result && 'refusal' in result && result.refusal.msg).toContain(words);
  });

  it.each([
    ['the shop’s payment minutes when the window is far', hours(120), new Date(now.getTime() + 30 * 60_000)],
    [
      'the end of the window when it is nearer',
      new Date(now.getTime() + 10 * 60_000),
      new Date(now.getTime() + 10 * 60_000),
    ],
  ])('gives an unpaid deposit %s', (_case, end, expected) => {
    expect(depositDeadline(now, 30, end)).toEqual(expected);
  });
});

describe('final payment inside its window only (spec §4 final-payment button)', () => {
  it.each<[string, Date, string | undefined]>([
    ['before the window: not started, says when', hours(47), '尾款支付尚未开始'],
    ['inside the window: allowed', hours(49), undefined],
    ['after the window: over, says when it closed', hours(121), '尾款支付已于'],
  ])('%s', (_case, at, words) => {
    const refusal = balanceRefusal({ start: hours(48), end: hours(120) }, at, text);
    if (words === undefined) expect(refusal).toBeUndefined();
    else expect(refusal).toContain(words);
  });
});
