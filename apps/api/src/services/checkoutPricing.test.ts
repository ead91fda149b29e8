import { describe, expect, it } from 'vitest';
import { yuanLabel } from '../adapters/sandboxPayment';
import { confirmation, pointsForFen, type PricedRow } from './checkoutPricing';

const line = (subtotalFen: number, pricingMode: 'fixed' | 'per_gram' = 'fixed'): PricedRow => ({
  skuId: 1,
  goodID: 1,
  mouldNo: 'JYG00001',
  title: '足金戒指',
  thumb: '',
  attribute: '',
  buyNum: 1,
  pricingMode,
  category: {},
  productTypeID: 10,
  productGroupID: 1,
  unitPrice: '0.00',
  unitPriceFen: subtotalFen,
  subtotalFen,
  stock: 1,
});
const gold = { hk: 100_050, tzjt: 96_010, inputTime: new Date('2026-12-01T01:00:00Z') };
const none = { fullMinusFen: 0, quantityDiscountFen: 0 };

describe('points exchange (spec §9: default 50 points = 1 元)', () => {
  it.each([
    [100, 50, 50],
    [101, 50, 50],
    [1, 200, 2],
  ])('%i fen at rate %i take at most %i points', (fen, rate, points) => {
    expect(pointsForFen(fen, rate)).toBe(points);
  });
});

describe('the confirmation (spec §9 order total; DESIGN.md §7)', () => {
  const wallet = { points: 10_000, giftCardFen: 50_000, giftCardEnabled: true };
  it.each([
    ['no points, no card', 100_000, none, {}, { pointsUsed: 0, pointsFen: 0, giftCardFen: 0, payableFen: 100_000 }],
    ['points as asked', 100_000, none, { usePoints: 500 }, { pointsUsed: 500, pointsFen: 1_000, payableFen: 99_000 }],
    [
      'points capped by the balance',
      100_000,
      none,
      { usePoints: 99_999 },
      { pointsUsed: 10_000, pointsFen: 20_000, payableFen: 80_000 },
    ],
    [
      'points capped so the payable stays ≥ 0',
      5_000,
      none,
      { usePoints: 10_000 },
      { pointsUsed: 2_500, pointsFen: 5_000, payableFen: 0 },
    ],
    [
      'gift card after points',
      100_000,
      none,
      { usePoints: 10_000, useGiftCard: true },
      { pointsFen: 20_000, giftCardFen: 50_000, payableFen: 30_000 },
    ],
    [
      'gift card capped by what is left',
      30_000,
      none,
      { usePoints: 10_000, useGiftCard: true },
      { pointsFen: 20_000, giftCardFen: 10_000, payableFen: 0 },
    ],
    [
      'discounts first',
      300_000,
      { fullMinusFen: 8_000, quantityDiscountFen: 15_000 },
      {},
      { fullMinusFen: 8_000, quantityDiscountFen: 15_000, payableFen: 277_000 },
    ],
    [
      'discounts never below zero',
      5_000,
      { fullMinusFen: 8_000, quantityDiscountFen: 1_000 },
      {},
      { fullMinusFen: 5_000, quantityDiscountFen: 0, payableFen: 0 },
    ],
  ])('%s', (_case, subtotal, discounts, asked, expected) => {
    expect(confirmation([line(subtotal)], discounts, wallet, asked, 50, gold)).toMatchObject({
      goodsTotalFen: subtotal,
      ...expected,
    });
  });

  it('offers no gift card when the switch is off', () => {
    expect(
      confirmation([line(10_000)], none, { ...wallet, giftCardEnabled: false }, { useGiftCard: true }, 50, gold)
        .giftCardFen,
    ).toBe(0);
  });

  it('names the gold price only when a per-gram line is in the order', () => {
    expect(confirmation([line(10_000)], none, wallet, {}, 50, gold).goldPrice).toBeNull();
    expect(confirmation([line(10_000, 'per_gram')], none, wallet, {}, 50, gold).goldPrice).toEqual({
      todayPriceHK: '1000.50',
      inputTime: '2026-12-01T01:00:00.000Z',
    });
  });

  it('sends no internal sku ids to the shopper', () => {
    expect(confirmation([line(10_000)], none, wallet, {}, 50, gold).lines[0]).not.toHaveProperty('skuId');
  });
});

describe('money as the cashier shows it (DESIGN.md §7)', () => {
  it.each([
    [0, '¥0.00'],
    [99, '¥0.99'],
    [200_000, '¥2,000.00'],
    [1_944_200, '¥19,442.00'],
    [123_456_789, '¥1,234,567.89'],
  ])('%i fen → %s', (fen, label) => {
    expect(yuanLabel(fen)).toBe(label);
  });
});
