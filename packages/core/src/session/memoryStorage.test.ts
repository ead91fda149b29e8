import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memoryStorage';

describe('createMemoryStorage', () => {
  it('behaves like localStorage for the store', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['a', 'b', null]);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBe('2');
  });
});
