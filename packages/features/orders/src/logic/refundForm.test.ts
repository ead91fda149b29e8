import type { RefundOptions } from '@mall/contract/orders';
import { describe, expect, it } from 'vitest';
import {
  amountFen,
  capOf,
  initialRefundForm,
  refundApplyBody,
  refundFormProblems,
  withQuantities,
  type RefundFormState,
} from './refundForm';

/** Two lines: a ring paid ¥3,580.00, and two earrings paid ¥5,360.00 between them, one already refunded. */
const options: RefundOptions = {
  orderNo: 'JY202611230002',
  kind: 'refund',
  pointsUsed: 0,
  giftCardFen: 0,
  lines: [
    {
      goodID: 1,
      attribute: 'ringSize:12',
      title: '戒指',
      thumb: '',
      unitPriceFen: 358_000,
      buyNum: 1,
      paidFen: 358_000,
      refundedQty: 0,
      refundedFen: 0,
    },
    {
      goodID: 4,
      attribute: '',
      title: '耳钉',
      thumb: '',
      unitPriceFen: 268_000,
      buyNum: 3,
      paidFen: 804_000,
      refundedQty: 1,
      refundedFen: 268_000,
    },
  ],
};

describe('the refund form (issue #12; contract rules/refunds.ts)', () => {
  it('opens with every piece still refundable chosen and the amount at its maximum', () => {
    expect(initialRefundForm(options)).toEqual({
      reason: null,
      quantities: { '1:ringSize:12': 1, '4:': 2 },
      amount: '8940.00',
      description: '',
    });
  });

  it.each<[string, string, number | null]>([
    ['whole yuan', '1340', 134_000],
    ['two decimals', '1340.05', 134_005],
    ['one decimal', '0.5', 50],
    ['spaces around', ' 12.30 ', 1_230],
    ['three decimals', '1.234', null],
    ['a sign', '-5', null],
    ['a comma', '1,340.00', null],
    ['words', '一百', null],
    ['empty', '', null],
  ])('reads an amount typed as %s', (_case, text, expected) => {
    expect(amountFen(text)).toBe(expected);
  });

  const filled = (changes: Partial<RefundFormState>): RefundFormState => ({
    ...initialRefundForm(options),
    reason: 'unwanted',
    ...changes,
  });
  it.each<[string, Partial<RefundFormState>, number, object]>([
    ['nothing wrong', {}, 0, {}],
    ['no reason', { reason: null }, 0, { reason: 'reason' }],
    ['an after-sales reason for a refund', { reason: 'damaged' }, 0, { reason: 'reason' }],
    ['no piece chosen', { quantities: {} }, 0, { lines: 'noLines' }],
    ['more earrings than left', { quantities: { '4:': 3 } }, 0, { lines: 'quantity' }],
    ['no amount', { amount: ' ' }, 0, { amount: 'amountEmpty' }],
    ['an amount that is not one', { amount: '12.345' }, 0, { amount: 'amountFormat' }],
    ['a zero amount', { amount: '0' }, 0, { amount: 'amountZero' }],
    ['more than the pieces may return', { amount: '8940.01' }, 0, { amount: 'amountOver' }],
    ['201 characters', { description: '好'.repeat(201) }, 0, { description: 'description' }],
    ['four photos', {}, 4, { photos: 'photos' }],
  ])('%s', (_case, changes, photos, expected) => {
    expect(refundFormProblems(options, filled(changes), photos)).toEqual(expected);
  });

  it('moves the amount with the pieces until the shopper types their own', () => {
    const opened = initialRefundForm(options);
    const oneEarring = withQuantities(options, opened, { '4:': 1 });
    expect(oneEarring.amount).toBe('2680.00');
    expect(capOf(options, oneEarring.quantities)).toBe(268_000);
    const typed = withQuantities(options, { ...oneEarring, amount: '100' }, { '4:': 2 });
    expect(typed.amount).toBe('100');
  });

  it('names the chosen pieces and the amount in fen in the application', () => {
    expect(
      refundApplyBody(options, filled({ quantities: { '4:': 1 }, amount: '2000', description: ' 多拍了 ' }), ['p']),
    ).toEqual({
      orderNo: 'JY202611230002',
      reason: 'unwanted',
      lines: [{ goodID: 4, attribute: '', qty: 1 }],
      amountFen: 200_000,
      description: '多拍了',
      photos: ['p'],
    });
  });
});
