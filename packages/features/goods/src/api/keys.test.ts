import { describe, expect, it } from 'vitest';
import { goodsKeys } from './keys';

describe('goodsKeys (STYLE.md §5: the first element is the domain)', () => {
  it.each(Object.entries(goodsKeys))('%s starts with goods', (_name, key) => {
    const built = (key as (...args: unknown[]) => readonly unknown[])('JYG00001', 'ringSize:12', 10);
    expect(built[0]).toBe('goods');
  });
  it('keeps price and stock apart per attribute, so each choice has its own answer', () => {
    expect(goodsKeys.priceStock('JYG00001', 'ringSize:12')).not.toEqual(
      goodsKeys.priceStock('JYG00001', 'ringSize:13'),
    );
  });
});
