import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../session/memoryStorage';
import { guardStorage, localStore, type KeyValueStorage } from './webStorage';

/** A storage that throws on every call, as a blocked or full one does. */
const refusing = (error = new DOMException('refused', 'QuotaExceededError')): KeyValueStorage => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

describe('guardStorage', () => {
  it('reads, writes and removes text and JSON through the storage', () => {
    const memory = createMemoryStorage({ kept: 'yes' });
    const store = guardStorage(() => memory);
    expect(store.getItem('kept')).toBe('yes');
    expect(store.setItem('a', '1')).toBe(true);
    expect(memory.entries.get('a')).toBe('1');
    expect(store.writeJson('list', [1, 2])).toBe(true);
    expect(memory.entries.get('list')).toBe('[1,2]');
    expect(store.readJson('list', isNumbers)).toEqual([1, 2]);
    expect(store.removeItem('a')).toBe(true);
    expect(store.getItem('a')).toBeNull();
  });

  it.each([
    ['absent', undefined],
    ['not JSON', '[1,'],
    ['of another shape', '{"a":1}'],
  ])('readJson gives undefined when the entry is %s', (_case, raw) => {
    const store = guardStorage(() => createMemoryStorage(raw === undefined ? {} : { list: raw }));
    expect(store.readJson('list', isNumbers)).toBeUndefined();
  });

  it('readJson without a check gives whatever JSON is stored', () => {
    expect(guardStorage(() => createMemoryStorage({ x: '{"a":1}' })).readJson('x')).toEqual({ a: 1 });
  });

  it('never throws when the storage refuses (private mode, quota): reads give nothing, writes say false', () => {
    const store = guardStorage(() => refusing());
    expect(store.getItem('a')).toBeNull();
    expect(store.readJson('a')).toBeUndefined();
    expect(store.setItem('a', '1')).toBe(false);
    expect(store.writeJson('a', [1])).toBe(false);
    expect(store.removeItem('a')).toBe(false);
  });

  it('never throws when reaching the storage itself throws (site data blocked)', () => {
    const store = guardStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.getItem('a')).toBeNull();
    expect(store.setItem('a', '1')).toBe(false);
    expect(store.removeItem('a')).toBe(false);
  });

  it('without a storage (no window) reads nothing and writes nothing', () => {
    const store = guardStorage(() => undefined);
    expect(store.getItem('a')).toBeNull();
    expect(store.setItem('a', '1')).toBe(false);
    expect(store.removeItem('a')).toBe(false);
  });

  it('writeJson refuses what JSON cannot hold instead of storing garbage', () => {
    const memory = createMemoryStorage();
    const store = guardStorage(() => memory);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(store.writeJson('a', cyclic)).toBe(false);
    expect(store.writeJson('b', undefined)).toBe(false);
    expect(memory.entries.size).toBe(0);
  });

  it('asks for the storage on every call, so a storage replaced later is the one used', () => {
    let memory = createMemoryStorage({ a: 'first' });
    const store = guardStorage(() => memory);
    expect(store.getItem('a')).toBe('first');
    memory = createMemoryStorage({ a: 'second' });
    expect(store.getItem('a')).toBe('second');
  });
});

describe('localStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses globalThis.localStorage when there is one', () => {
    const memory = createMemoryStorage();
    vi.stubGlobal('localStorage', memory);
    expect(localStore.setItem('k', 'v')).toBe(true);
    expect(memory.entries.get('k')).toBe('v');
  });
});
