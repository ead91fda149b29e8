import { createMemoryStorage, guardStorage } from '@mall/core';
import { describe, expect, it } from 'vitest';
import { diamondItem, necklaceItem } from '../mocks/samples';
import {
  addLocalLine,
  localBagStorageKey,
  readLocalBag,
  removeLocalLine,
  setLocalQuantity,
  writeLocalBag,
} from './localBag';

const memory = () => {
  const storage = createMemoryStorage();
  return guardStorage(() => storage);
};

describe('the visitor bag kept locally (issue #7)', () => {
  it('round-trips through storage and empties the key when nothing is left', () => {
    const storage = memory();
    writeLocalBag(storage, [diamondItem]);
    expect(readLocalBag(storage)).toEqual([diamondItem]);
    writeLocalBag(storage, []);
    expect(storage.getItem(localBagStorageKey)).toBeNull();
  });

  it('keeps working when the storage refuses (private mode, quota): nothing is kept, nothing throws', () => {
    const refused = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const storage = guardStorage(() => ({ getItem: refused, setItem: refused, removeItem: refused }));
    expect(() => writeLocalBag(storage, [diamondItem])).not.toThrow();
    expect(readLocalBag(storage)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"goodID":1}'],
    ['lines without a quantity', '[{"goodID":1,"attribute":"","title":"x"}]'],
  ])('reads %s as an empty bag', (_case, raw) => {
    const storage = memory();
    storage.setItem(localBagStorageKey, raw);
    expect(readLocalBag(storage)).toEqual([]);
  });

  it('adds the same piece and attribute as one line, capped by its stock, newest first (spec §4, §9)', () => {
    const once = addLocalLine([necklaceItem], { ...diamondItem, buyNum: 1 });
    expect(once).not.toBe('full');
    const twice = addLocalLine(once as (typeof necklaceItem)[], { ...diamondItem, buyNum: 5 });
    expect((twice as (typeof diamondItem)[]).map((line) => [line.goodID, line.buyNum])).toEqual([
      [3, 2],
      [4, 1],
    ]);
  });

  it('refuses a 51st line', () => {
    const many = Array.from({ length: 50 }, (_, index) => ({ ...necklaceItem, goodID: index + 100 }));
    expect(addLocalLine(many, diamondItem)).toBe('full');
  });

  it('sets a quantity within 1..stock and removes a line', () => {
    expect(setLocalQuantity([necklaceItem], '4|chainLength:45', 9)[0]?.buyNum).toBe(4);
    expect(setLocalQuantity([necklaceItem], '4|chainLength:45', 0)[0]?.buyNum).toBe(1);
    expect(removeLocalLine([necklaceItem, diamondItem], '4|chainLength:45')).toEqual([diamondItem]);
  });
});
