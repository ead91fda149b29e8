import { describe, expect, it } from 'vitest';
import { card } from '../mocks/data';
import { coversNone, fundViewerOf, royaltyOrderTypeOf, toRoyaltyCard } from './royaltyView';

const words = { caption: '权益金价', limit: (count: number) => `每年限兑${count}件`, shortOfFund: '余额不足' };
const href = (mouldNo: string) => `/goods?mouldNo=${mouldNo}`;
// goodsId 5 carries a 满2件95折 label and goodsId 2 a price range in the mock data.
const entry = (goodsId: number, royaltyPriceFen: number, limitPerYear = 1) => ({
  goods: card(goodsId),
  royaltyPriceFen,
  limitPerYear,
});

describe('royalty shop sort orders (spec §2 royalty/goods)', () => {
  it.each([
    ['default', 0],
    ['priceAsc', 1],
    ['priceDesc', 2],
  ] as const)('sends orderType for %s', (sort, orderType) => {
    expect(royaltyOrderTypeOf(sort)).toBe(orderType);
  });
});

describe('fundViewerOf (spec §6: staff have the royalty shop in place of membership data)', () => {
  it.each([
    [{ isLoggedIn: false, isStaff: false }, 'visitor'],
    [{ isLoggedIn: true, isStaff: false }, 'customer'],
    [{ isLoggedIn: true, isStaff: true }, 'staff'],
  ])('%j is a %s', (user, viewer) => {
    expect(fundViewerOf(user)).toBe(viewer);
  });
});

describe('toRoyaltyCard', () => {
  it('leads with the rights-fund price under its caption and strikes the shop price', () => {
    const shown = toRoyaltyCard(entry(2, 90_000, 2), words, href);
    expect(shown).toMatchObject({
      title: '足金戒指 2',
      href: '/goods?mouldNo=JYG00002',
      shopFen: 147_400,
      promoFen: 90_000,
      priceCaption: '权益金价',
      isFrom: false,
    });
    expect(shown.labels).toEqual(['每年限兑2件']);
  });

  it('leaves out marketing discount labels: staff purchases skip them (spec §6)', () => {
    expect(toRoyaltyCard(entry(5, 150_000), words, href).labels).toEqual(['每年限兑1件']);
  });

  it.each([
    ['a balance that covers it', 150_000, ['每年限兑1件']],
    ['a balance exactly the price', 100_000, ['每年限兑1件']],
    ['a balance one fen short', 99_999, ['每年限兑1件', '余额不足']],
    ['an unknown balance (visitor)', undefined, ['每年限兑1件']],
  ])('marks %s', (_case, balance, labels) => {
    expect(toRoyaltyCard(entry(1, 100_000), words, href, balance).labels).toEqual(labels);
  });
});

describe('coversNone', () => {
  it.each([
    ['every piece above the balance', 14_000, [50_000, 80_000], true],
    ['one piece within it', 60_000, [50_000, 80_000], false],
    ['an unknown balance', undefined, [50_000], false],
    ['an empty page', 0, [], false],
  ])('%s', (_case, balance, prices, expected) => {
    expect(
      coversNone(
        balance,
        prices.map((royaltyPriceFen) => ({ royaltyPriceFen })),
      ),
    ).toBe(expected);
  });
});
