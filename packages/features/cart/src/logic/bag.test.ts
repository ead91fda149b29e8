import { describe, expect, it } from 'vitest';
import {
  checkoutGuard,
  clampQty,
  selectionState,
  splitBag,
  stepperState,
  toggleSelectAll,
  toggleSelected,
  type BagLineLike,
} from './bag';

const item = (goodID: number, addTime: string, cartValid = 1, attribute = '', buyNum = 1): BagLineLike => ({
  goodID,
  attribute,
  buyNum,
  cartValid,
  addTime,
});

describe('splitBag (spec §3 cartValid, §9 newest first)', () => {
  it('puts cartValid 0 apart and sorts the valid ones newest first', () => {
    const { validList, invalidList } = splitBag([
      item(1, '2026-11-01T10:00:00Z'),
      item(2, '2026-11-03T10:00:00Z', 0),
      item(3, '2026-11-05T10:00:00Z'),
      item(4, '2026-11-02T10:00:00Z'),
    ]);
    expect(validList.map((line) => line.goodID)).toEqual([3, 4, 1]);
    expect(invalidList.map((line) => line.goodID)).toEqual([2]);
  });
});

describe('selection (spec §3 selectNum, allSelect)', () => {
  const valid = [item(1, '2026-11-01', 1, '', 2), item(2, '2026-11-02', 1, 'ringSize:12', 1)];
  it.each([
    ['none selected', [], { selectNum: 0, allSelect: false, someSelected: false }],
    ['one of two', ['1|'], { selectNum: 2, allSelect: false, someSelected: true }],
    ['both', ['1|', '2|ringSize:12'], { selectNum: 3, allSelect: true, someSelected: false }],
  ])('%s', (_case, keys, expected) => {
    expect(selectionState(valid, new Set(keys))).toMatchObject({ ...expected, validListNum: 2 });
  });
  it('an empty bag is never all selected', () => {
    expect(selectionState([], new Set()).allSelect).toBe(false);
  });
  it('select all selects every valid line, then none', () => {
    const all = toggleSelectAll(valid, new Set(['1|']));
    expect([...all]).toEqual(['1|', '2|ringSize:12']);
    expect(toggleSelectAll(valid, all).size).toBe(0);
  });
  it('toggles one line and never selects an invalid one', () => {
    expect(toggleSelected(new Set(), valid[0]!).has('1|')).toBe(true);
    expect(toggleSelected(new Set(['1|']), valid[0]!).has('1|')).toBe(false);
    expect(toggleSelected(new Set(), item(9, '2026-11-01', 0)).size).toBe(0);
  });
});

describe('stepperState (spec §4 cart quantity)', () => {
  it.each([
    // [buyNum, stock, canDecrease, canIncrease]
    [1, 5, false, true],
    [0, 5, false, true],
    [2, 5, true, true],
    [5, 5, true, false],
    [6, 5, true, false],
    [3, 0, true, false],
    [99, 200, true, false],
  ])('buyNum %i, stock %i → minus %s, plus %s', (buyNum, stock, canDecrease, canIncrease) => {
    expect(stepperState(buyNum, stock)).toMatchObject({ canDecrease, canIncrease });
  });
  it.each([
    [0, 5, 1],
    [7, 5, 5],
    [150, 500, 99],
    [3, 0, 1],
  ])('clampQty(%i, stock %i) = %i', (qty, stock, expected) => {
    expect(clampQty(qty, stock)).toBe(expected);
  });
});

describe('checkoutGuard (spec §4, §5, §8)', () => {
  it('refuses when none is selected (the container says 请勾选要结算的商品)', () => {
    expect(checkoutGuard(0)).toEqual({ ok: false, reason: 'noneSelected' });
    expect(checkoutGuard(1)).toEqual({ ok: true });
  });
});
