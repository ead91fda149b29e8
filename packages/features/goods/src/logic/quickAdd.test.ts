import type { GoodsSku } from '@mall/contract/goods';
import { describe, expect, it } from 'vitest';
import { quickAddChoice, type QuickAddChoice } from './quickAdd';

const sku = (attribute: string, stockQtyWeb: number) => ({ attribute, stockQtyWeb }) as GoodsSku;

// Issue #13 footprints: "add to bag from a footprint" — only what needs no choice is added at once.
describe('quickAddChoice', () => {
  const rows: [string, Parameters<typeof quickAddChoice>[0], QuickAddChoice][] = [
    [
      'one specification in stock',
      { skus: [sku('', 3)], isPresell: false, pointProductType: null },
      { kind: 'add', attribute: '' },
    ],
    [
      'one specification, sold out',
      { skus: [sku('', 0)], isPresell: false, pointProductType: null },
      { kind: 'soldOut' },
    ],
    [
      'ring sizes to choose',
      { skus: [sku('ringSize:10', 2), sku('ringSize:12', 1)], isPresell: false, pointProductType: null },
      { kind: 'choose' },
    ],
    [
      'a presale piece (deposit terms)',
      { skus: [sku('', 5)], isPresell: true, pointProductType: null },
      { kind: 'choose' },
    ],
    [
      'a points piece (spec §9 type 21)',
      { skus: [sku('', 5)], isPresell: false, pointProductType: 21 },
      { kind: 'choose' },
    ],
    ['no specification at all', { skus: [], isPresell: false, pointProductType: null }, { kind: 'choose' }],
  ];
  it.each(rows)('%s', (_name, goods, expected) => {
    expect(quickAddChoice(goods)).toEqual(expected);
  });
});
