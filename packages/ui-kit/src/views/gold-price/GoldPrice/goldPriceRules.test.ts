import { describe, expect, it } from 'vitest';
import { goldPriceKinds, goldPriceRows, type GoldPriceKind } from './goldPriceRules';

const labels: Record<GoldPriceKind, string> = {
  todayPriceHK: '零售足金',
  todayPriceTzjt: '金条/金章',
  todayPriceHgjShi: '黄金增值服务',
  baiJianHJPrice: '回收',
};

describe('goldPriceRows', () => {
  it.each<[string, Partial<Record<GoldPriceKind, string | null>>, string[]]>([
    [
      'all four, in spec order whatever the input order',
      { baiJianHJPrice: '905.00', todayPriceHK: '1,023.00', todayPriceHgjShi: '968.00', todayPriceTzjt: '978.00' },
      ['零售足金 1,023.00', '金条/金章 978.00', '黄金增值服务 968.00', '回收 905.00'],
    ],
    [
      'a missing reading is left out',
      { todayPriceHK: '1,023.00', baiJianHJPrice: '905.00' },
      ['零售足金 1,023.00', '回收 905.00'],
    ],
    ['null is left out', { todayPriceHK: '1,023.00', todayPriceTzjt: null }, ['零售足金 1,023.00']],
    [
      'blank is left out, figures are trimmed',
      { todayPriceHK: '  ', todayPriceTzjt: ' 978.00 ' },
      ['金条/金章 978.00'],
    ],
    ['nothing sent: no rows', {}, []],
  ])('%s', (_case, prices, expected) => {
    expect(goldPriceRows(prices, labels).map((row) => `${row.label} ${row.yuan}`)).toEqual(expected);
  });

  it('lists the four fields of spec §3', () => {
    expect(goldPriceKinds).toEqual(['todayPriceHK', 'todayPriceTzjt', 'todayPriceHgjShi', 'baiJianHJPrice']);
  });
});
