import type { AttributeOptions, GoodsSku } from '@mall/contract/goods';
import { describe, expect, it } from 'vitest';
import { choiceGroups, choose, initialSelection, skuFor, stockState } from './attributeChoice';

function sku(attribute: Partial<GoodsSku>, stockQtyWeb: number): GoodsSku {
  return {
    skuId: 1,
    attribute: '',
    ringSize: '',
    chainLength: '',
    customizedSize: '',
    customizedStyle: '',
    customizedDirection: '',
    stockQtyWeb,
    stockQtyStore: 0,
    shopPrice: '100.00',
    shopPriceFen: 10000,
    marketingPrice: '0.00',
    category: {},
    priceBreakdown: null,
    ...attribute,
  };
}

const none: AttributeOptions = {
  ringSize: [],
  chainLength: [],
  customizedSize: [],
  customizedStyle: [],
  customizedDirection: [],
};

describe('ring sizes', () => {
  const skus = [
    sku({ ringSize: '11', attribute: 'ringSize:11' }, 0),
    sku({ ringSize: '12', attribute: 'ringSize:12' }, 4),
    sku({ ringSize: '13', attribute: 'ringSize:13' }, 1),
  ];
  const options = { ...none, ringSize: ['11', '12', '13'] };

  it('opens on the first size in stock', () => {
    expect(initialSelection(skus, options)).toEqual({ ringSize: '12' });
  });
  it('blocks a sold-out size (spec §4: stock decides)', () => {
    expect(choiceGroups(skus, options, { ringSize: '12' })).toEqual([
      {
        dimension: 'ringSize',
        options: [
          { value: '11', block: 'soldOut' },
          { value: '12', block: null },
          { value: '13', block: null },
        ],
      },
    ]);
  });
  it('finds the SKU of a choice', () => {
    expect(skuFor(skus, choose(skus, options, { ringSize: '12' }, 'ringSize', '13'))?.attribute).toBe('ringSize:13');
  });
});

describe('chain length × engraving style', () => {
  const skus = [
    sku({ chainLength: '40', customizedStyle: '楷体' }, 2),
    sku({ chainLength: '45', customizedStyle: '楷体' }, 0),
    sku({ chainLength: '45', customizedStyle: '隶书' }, 3),
  ];
  const options = { ...none, chainLength: ['40', '45'], customizedStyle: ['楷体', '隶书'] };

  it('keeps the other choice when the combination exists', () => {
    expect(choose(skus, options, { chainLength: '45', customizedStyle: '楷体' }, 'customizedStyle', '隶书')).toEqual({
      chainLength: '45',
      customizedStyle: '隶书',
    });
  });
  it('moves the other choice to an existing combination in stock', () => {
    expect(choose(skus, options, { chainLength: '45', customizedStyle: '隶书' }, 'chainLength', '40')).toEqual({
      chainLength: '40',
      customizedStyle: '楷体',
    });
  });
  it('judges an option with the other chosen values', () => {
    const [, styles] = choiceGroups(skus, options, { chainLength: '45', customizedStyle: '隶书' });
    expect(styles?.options).toEqual([
      { value: '楷体', block: 'soldOut' },
      { value: '隶书', block: null },
    ]);
  });
  it('falls back to any SKU with the value when the combination does not exist', () => {
    const [lengths] = choiceGroups(skus, options, { chainLength: '40', customizedStyle: '隶书' });
    expect(lengths?.options).toEqual([
      { value: '40', block: null },
      { value: '45', block: null },
    ]);
  });
});

describe('one-size piece', () => {
  it('has no picker and an empty selection that finds its SKU', () => {
    const skus = [sku({}, 5)];
    expect(choiceGroups(skus, none, {})).toEqual([]);
    expect(skuFor(skus, initialSelection(skus, none))).toBe(skus[0]);
  });
  it('opens on the first SKU when all are sold out', () => {
    const skus = [sku({ ringSize: '9' }, 0)];
    expect(initialSelection(skus, { ...none, ringSize: ['9'] })).toEqual({ ringSize: '9' });
  });
});

describe('stockState', () => {
  it.each([
    [0, 'soldOut'],
    [1, 'low'],
    [3, 'low'],
    [4, 'inStock'],
  ])('%d in stock → %s', (stock, state) => {
    expect(stockState(stock)).toBe(state);
  });
});
