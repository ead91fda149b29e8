import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginTarget, isInternalPath } from './redirectTarget';

describe('isInternalPath: the allow-list for the redirect after login (spec §4)', () => {
  it.each([
    ['/cart'],
    ['/myIndex/orderList'],
    ['/goods?mouldNo=JYG00001'],
    ['/goodsList?keyword=%E6%88%92%E6%8C%87'],
    ['/d?id=12#top'],
    ['/'],
    ['/%2F%2Fevil.example'],
    ['/loginHistory'],
  ])('accepts the internal path %s', (path) => {
    expect(isInternalPath(path)).toBe(true);
  });

  it.each([
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example'],
    ['HTTPS://evil.example/cart'],
    ['javascript:alert(1)'],
    [' /cart'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/\t/evil.example'],
    ['/cart\u0000'],
    ['/ cart'],
    ['cart'],
    ['./cart'],
    ['?x=1'],
    ['#x'],
    [''],
    ['/login'],
    ['/login?redirect=/cart'],
    ['/LOGIN'],
    ['/login/'],
    ['/Register/?x=1'],
    ['/register'],
    [`/${'a'.repeat(2048)}`],
  ])('refuses %j', (path) => {
    expect(isInternalPath(path)).toBe(false);
  });

  it.each([[null], [undefined], [42], [{}], [['/cart']]])('refuses the non-string %j', (value) => {
    expect(isInternalPath(value)).toBe(false);
  });

  it('never lets a target leave the origin (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (target) => {
        if (!isInternalPath(target)) return;
        const base = 'https://mall.invalid';
        expect(new URL(target, base).origin).toBe(base);
        expect(target.startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('afterLoginTarget falls back to account overview (spec §4)', () => {
    expect(afterLoginTarget('/cart')).toBe('/cart');
    expect(afterLoginTarget(null)).toBe('/myIndex/accountOverview');
    expect(afterLoginTarget('//evil.example')).toBe('/myIndex/accountOverview');
  });
});
