import { describe, expect, it } from 'vitest';
import { BAG_LINES_MAX, BAG_QTY_MAX, bagLineKey } from './bag';

describe('bagLineKey (spec §3: the same piece in the same attribute is one line)', () => {
  it.each([
    [{ goodID: 12, attribute: '' }, '12|'],
    [{ goodID: 12, attribute: 'ringSize:12' }, '12|ringSize:12'],
  ])('keys %j as %s', (line, expected) => {
    expect(bagLineKey(line)).toBe(expected);
  });
  it('keeps another attribute of the same piece apart', () => {
    expect(bagLineKey({ goodID: 12, attribute: 'ringSize:12' })).not.toBe(
      bagLineKey({ goodID: 12, attribute: 'ringSize:13' }),
    );
  });
  it('caps a line at 99 pieces and a bag at 50 lines (spec §4, §9)', () => {
    expect([BAG_QTY_MAX, BAG_LINES_MAX]).toEqual([99, 50]);
  });
});
