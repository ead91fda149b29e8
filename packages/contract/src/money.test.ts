import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money';

describe('fenToYuan / yuanToFen (DESIGN.md §7: fen inside, 元 on the wire)', () => {
  it.each([
    [101250, '1012.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-150, '-1.50'],
  ])('%d fen ↔ %s', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(yuanToFen(yuan)).toBe(fen);
  });
  it.each([
    ['1012.5', 101250],
    ['1012', 101200],
    [' 3.1 ', 310],
  ])('parses %j', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });
  it.each(['1,012.50', '1.234', 'abc', ''])('rejects %j', (yuan) => {
    expect(() => yuanToFen(yuan)).toThrow(RangeError);
  });
  it('rejects fractional fen', () => {
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });
});
