import { describe, expect, it, vi } from 'vitest';
import { cacheDecision, createPageCache, type PageCachePolicy } from './pageCache';

// Issue #16: the product page under load is answered from a render made a moment before, never from
// one older than `staleMs`.
const policy: PageCachePolicy = { freshMs: 1_000, staleMs: 4_000, maxEntries: 2 };

describe('cacheDecision (issue #16)', () => {
  it.each([
    [undefined, 'render', 'nothing cached'],
    [0, 'send', 'rendered just now'],
    [999, 'send', 'still fresh'],
    [1_000, 'send-and-refresh', 'fresh no more: sent, and rendered anew in the background'],
    [3_999, 'send-and-refresh', 'last moment it may be sent'],
    [4_000, 'render', 'too old to send: the shopper waits for a new render'],
    [-5, 'render', 'a clock that went back: not trusted'],
  ] as const)('a render %s ms old → %s (%s)', (age, decision, _why) => {
    expect(cacheDecision(age, policy)).toBe(decision);
  });
});

describe('createPageCache (issue #16)', () => {
  const setup = () => {
    let now = 10_000;
    const cache = createPageCache<string>(policy, () => now);
    return { cache, advance: (ms: number) => void (now += ms) };
  };

  it('renders once for many visitors who ask at the same moment', async () => {
    const { cache } = setup();
    const render = vi.fn(async () => '<html>福字戒指</html>');
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.get('zh-CN /goods?mouldNo=JYG1', render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((page) => page.value))).toEqual(new Set(['<html>福字戒指</html>']));
  });

  it('sends a stale render at once and renders anew in the background; too old, it waits', async () => {
    const { cache, advance } = setup();
    let version = 0;
    const render = vi.fn(async () => `v${(version += 1)}`);
    expect((await cache.get('k', render)).value).toBe('v1');
    advance(1_500);
    expect((await cache.get('k', render)).value).toBe('v1');
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect((await cache.get('k', render)).value).toBe('v2'));
    advance(5_000);
    expect((await cache.get('k', render)).value).toBe('v3');
  });

  it('keeps a render that failed out of the cache', async () => {
    const { cache } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', async () => 'ok')).value).toBe('ok');
  });

  it('drops the page asked for least recently beyond maxEntries', async () => {
    const { cache } = setup();
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('a', async () => 'A2');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    const render = vi.fn(async () => 'B2');
    expect((await cache.get('b', render)).value).toBe('B2');
    expect((await cache.get('a', async () => 'A3')).value).toBe('A3');
  });
});
