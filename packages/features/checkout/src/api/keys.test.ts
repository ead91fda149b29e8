import { describe, expect, it } from 'vitest';
import { checkoutKeys } from './keys';

describe('checkoutKeys (STYLE.md §5: the domain first)', () => {
  it('starts every key with checkout and keeps members apart', () => {
    expect(checkoutKeys.addresses(7)).toEqual(['checkout', 'addresses', 7]);
    expect(checkoutKeys.addresses(7)).not.toEqual(checkoutKeys.addresses(8));
  });
  it('shares the region tree between everyone (issue #13)', () => {
    expect(checkoutKeys.regions()).toEqual(['checkout', 'regions']);
  });
  it('gives equal confirm bodies one key and different ones another', () => {
    const lines = [{ goodID: 12, attribute: '', buyNum: 1 }];
    expect(checkoutKeys.confirm(7, { lines, usePoints: 50 })).toEqual(
      checkoutKeys.confirm(7, { lines: [{ goodID: 12, attribute: '', buyNum: 1 }], usePoints: 50 }),
    );
    expect(checkoutKeys.confirm(7, { lines, usePoints: 50 })).not.toEqual(
      checkoutKeys.confirm(7, { lines, usePoints: 100 }),
    );
  });
});
