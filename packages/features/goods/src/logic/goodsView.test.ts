import { describe, expect, it } from 'vitest';
import { galleryOrder, gramsText, promoFen, toMarketingBadges, translatedLines } from './goodsView';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}(${String(options.value)})` : key);

describe('translatedLines (spec §9 category lines)', () => {
  it('writes weights in grams and ring sizes with their unit', () => {
    expect(translatedLines(10, 1, { goldWeight: '3.52', ringSize: '12' }, t)).toEqual([
      { label: 'lines.goldWeight', value: 'lines.grams(3.52)' },
      { label: 'lines.ringSize', value: 'lines.ringSizeValue(12)' },
    ]);
  });
  it('keeps diamond grades as they are', () => {
    expect(
      translatedLines(1, 7, { detailShape: 'VS1', detailSize: 'H', detailCount: '0.30' }, t).map((line) => line.value),
    ).toEqual(['VS1', 'H', '0.30']);
  });
});

describe('promoFen (spec §9: promo price only when positive)', () => {
  it.each([
    ['0.00', null],
    ['5399.00', 539900],
  ])('%s → %s', (yuan, fen) => {
    expect(promoFen(yuan)).toBe(fen);
  });
});

describe('galleryOrder', () => {
  it('puts main pictures first, each kind in order', () => {
    const ordered = galleryOrder([
      { src: 'd1', kind: 'detail', sort: 0 },
      { src: 'm2', kind: 'main', sort: 2 },
      { src: 'm1', kind: 'main', sort: 1 },
    ]);
    expect(ordered.map((image) => image.src)).toEqual(['m1', 'm2', 'd1']);
  });
});

describe('toMarketingBadges', () => {
  it('labels by marketingLabelName with the AD word; none is an empty list (spec §8)', () => {
    expect(toMarketingBadges(undefined)).toEqual([]);
    expect(
      toMarketingBadges([
        {
          ID: 3,
          MType: 10,
          MTypeDesc: '满件折',
          ProductInfo: [],
          MarketingInfo: { Price: '2', DerateMoney: '95', IsNoTop: false },
          marketingLabelName: '满2件95折',
          ADWord: '',
          startTime: '',
          endTime: '',
        },
      ]),
    ).toEqual([{ id: 3, label: '满2件95折', adWord: undefined }]);
  });
});

describe('gramsText', () => {
  it.each([
    ['3.250', '3.25'],
    ['3.255', '3.255'],
    ['10.00', '10.00'],
  ])('%s → %s', (grams, text) => {
    expect(gramsText(grams)).toBe(text);
  });
});
