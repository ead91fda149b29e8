import type { GoodsCard, MarketingLabel } from '@mall/contract/goods';
import { describe, expect, it } from 'vitest';
import { foldPercent, readDiscountLabel, shortYuan, toProductCard, type DiscountLabel } from './cards';

const label = (fields: Partial<MarketingLabel>): MarketingLabel => ({
  Price: '2',
  DerateMoney: '95',
  tag: '',
  MType: 10,
  IsNoTop: false,
  ID: 1,
  ...fields,
});

describe('foldPercent (spec §9: a value above 9 is a percentage, otherwise tenths)', () => {
  it.each([
    [95, 95],
    [88, 88],
    [10, 10],
    [9, 90],
    [8.5, 85],
    [7, 70],
  ])('%d → %d %% paid', (value, expected) => {
    expect(foldPercent(value)).toBe(expected);
  });
});

describe('readDiscountLabel (spec §9: discount label 满N件 plus a fold value)', () => {
  it.each<[string, MarketingLabel, DiscountLabel | null]>([
    [
      'quantity, percentage fold',
      label({ Price: '2', DerateMoney: '95' }),
      { kind: 'quantity', pieces: 2, fold: '95', percentPaid: 95 },
    ],
    [
      'quantity, tenths fold',
      label({ Price: '3', DerateMoney: '9' }),
      { kind: 'quantity', pieces: 3, fold: '9', percentPaid: 90 },
    ],
    [
      'quantity, decimal tenths',
      label({ Price: '2', DerateMoney: '8.50' }),
      { kind: 'quantity', pieces: 2, fold: '8.5', percentPaid: 85 },
    ],
    ['quantity with no pieces is unreadable', label({ Price: '0' }), null],
    ['quantity fold of 100 is unreadable', label({ DerateMoney: '100' }), null],
    [
      'full-minus',
      label({ MType: 6, Price: '2000.00', DerateMoney: '80.00' }),
      { kind: 'fullMinus', threshold: '2000', reduction: '80', isPerMultiple: false },
    ],
    [
      'full-minus per multiple (IsNoTop)',
      label({ MType: 6, Price: '1000.00', DerateMoney: '50.50', IsNoTop: true }),
      { kind: 'fullMinus', threshold: '1000', reduction: '50.5', isPerMultiple: true },
    ],
    ['full-minus with junk', label({ MType: 6, Price: 'abc', DerateMoney: '1' }), null],
  ])('%s', (_case, input, expected) => {
    expect(readDiscountLabel(input)).toEqual(expected);
  });
});

describe('shortYuan', () => {
  it.each([
    ['2000.00', '2000'],
    ['88.50', '88.5'],
    ['95', '95'],
    ['10.00', '10'],
  ])('%s → %s', (yuan, expected) => {
    expect(shortYuan(yuan)).toBe(expected);
  });
});

describe('toProductCard (spec §9 price display)', () => {
  const card: GoodsCard = {
    goodsId: 7,
    mouldNo: 'JYG00007',
    thumb: '/media/goods/7.svg',
    title: '足金戒指',
    newTitle: '足金999 福字戒指',
    titleInfo: '',
    brandId: 1,
    brandName: '金缘',
    seriesId: 2,
    seriesName: '古法传承',
    productTypeID: 9,
    productGroupID: 1,
    categoryName: '足金/黄金',
    style: '古法',
    isHot: true,
    isNew: false,
    isPresell: false,
    pricingMode: 'per_gram',
    shopPrice: '3580.00',
    marketingPrice: '0.00',
    shopPriceFen: 358000,
    hasPriceRange: true,
    stockQtyWeb: 3,
    labels: [label({ Price: '2', DerateMoney: '95' }), label({ ID: 2, Price: '2', DerateMoney: '95' })],
    srcLink: '',
    jumpLink: '/goods?mouldNo=JYG00007',
    linkUrl: '',
  };
  it('maps prices to fen, 起 from hasPriceRange, words each label once, links by mould number', () => {
    const mapped = toProductCard(
      card,
      (read) => (read.kind === 'quantity' ? `满${read.pieces}件${read.fold}折` : ''),
      (mouldNo) => `/goods?mouldNo=${mouldNo}`,
    );
    expect(mapped).toEqual({
      id: '7',
      href: '/goods?mouldNo=JYG00007',
      thumb: '/media/goods/7.svg',
      title: '足金999 福字戒指',
      subtitle: '金缘 · 古法传承',
      shopFen: 358000,
      promoFen: 0,
      isFrom: true,
      labels: ['满2件95折'],
      isHot: true,
      isNew: false,
    });
  });
  it('passes a promotion price through in fen', () => {
    expect(
      toProductCard({ ...card, marketingPrice: '2999.50', brandName: '', seriesName: '' }, () => '', String).promoFen,
    ).toBe(299950);
  });
});
