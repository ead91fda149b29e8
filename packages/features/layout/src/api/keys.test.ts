import { describe, expect, it } from 'vitest';
import { layoutKeys } from './keys';

describe('layout SWR keys', () => {
  it('start with the domain and differ per argument', () => {
    expect(layoutKeys.menus(0)).toEqual(['layout', 'menus', 0]);
    expect(layoutKeys.menus(1)).not.toEqual(layoutKeys.menus(0));
    for (const make of Object.values(layoutKeys))
      expect((make as (a: number) => readonly unknown[])(3)[0]).toBe('layout');
  });
});
