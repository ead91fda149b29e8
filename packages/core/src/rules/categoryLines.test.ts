import { describe, expect, it } from 'vitest';
import { categoryLines, type CategoryLineSource } from './categoryLines';

const full: CategoryLineSource = {
  totalWeight: '3.52',
  goldWeight: '3.20',
  detailShape: 'VS1',
  detailSize: 'H',
  detailCount: '0.30',
  ringSize: '12',
  actualLength: '45',
};

describe('categoryLines (spec §9 category lines)', () => {
  it.each([
    // [case, productTypeId, productGroupId, expected keys]
    ['type 9 (K gold) shows the weight (spec §9)', 9, 2, ['weight']],
    ['type 4 (platinum) shows the weight (spec §9)', 4, 2, ['weight']],
    ['type 10 (pure gold) shows the gold weight (spec §9)', 10, 2, ['goldWeight']],
    ['type 1 (diamond) shows clarity, colour and carat (spec §9)', 1, 7, ['clarity', 'colour', 'carat']],
    ['group 1 (ring) adds the ring size (spec §9)', 10, 1, ['goldWeight', 'ringSize']],
    ['a diamond ring: type 1 lines then the ring size (spec §9)', 1, 1, ['clarity', 'colour', 'carat', 'ringSize']],
    ['group 4 (necklace) adds the chain length (spec §9)', 4, 4, ['weight', 'chainLength']],
    ['group 5 (pendant) adds the chain length (spec §9)', 10, 5, ['goldWeight', 'chainLength']],
    ['group 6 (chain set) adds the chain length (spec §9)', 9, 6, ['weight', 'chainLength']],
    ['group 34 (anklet) adds the chain length (spec §9)', 10, 34, ['goldWeight', 'chainLength']],
    ['other types and groups show nothing (spec §9)', 3, 2, []],
    ['pearls (type 5) in a bracelet show nothing', 5, 3, []],
  ])('%s', (_case, type, group, keys) => {
    expect(categoryLines(type, group, full).map((line) => line.key)).toEqual(keys);
  });

  it('carries the values as sent', () => {
    expect(categoryLines(1, 1, full)).toEqual([
      { key: 'clarity', value: 'VS1' },
      { key: 'colour', value: 'H' },
      { key: 'carat', value: '0.30' },
      { key: 'ringSize', value: '12' },
    ]);
  });

  it.each([
    ['missing', {}],
    ['null', { goldWeight: null, ringSize: null }],
    ['blank', { goldWeight: '  ', ringSize: '' }],
  ])('leaves out %s values', (_case, category) => {
    expect(categoryLines(10, 1, category)).toEqual([]);
  });

  it('reads the chain length under either spelling (spec §3 actualLenth / actualLength)', () => {
    expect(categoryLines(3, 4, { actualLenth: '40' })).toEqual([{ key: 'chainLength', value: '40' }]);
    expect(categoryLines(3, 4, { actualLength: '45', actualLenth: '40' })).toEqual([
      { key: 'chainLength', value: '45' },
    ]);
  });
});
