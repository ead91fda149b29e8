/**
 * A short-lived cache of server-rendered pages (issue #16: the product page in ≤ 50 ms at p99 under
 * load). A public page is the same for every visitor in one language, so a render serves everyone who
 * asks within a second; older renders are still sent while a fresh one is made in the background
 * (stale-while-revalidate, one render at a time per page); past `staleMs` a shopper waits for a fresh
 * render. Its answers are thus never older than `staleMs` when sent; the browser then keeps them for
 * SWR's dedupe window (serverDataFreshMs) as it does any answer.
 */
export type PageCachePolicy = {
  /** A render younger than this is sent as it is. */
  freshMs: number;
  /** A render younger than this is sent while a new one is made; older, the request waits for a new one. */
  staleMs: number;
  /** Pages kept at most (the least recently asked for goes first): unknown product numbers cannot fill memory. */
  maxEntries: number;
};

export const pageCachePolicy: PageCachePolicy = { freshMs: 1_000, staleMs: 4_000, maxEntries: 200 };

export type Cached<T> = { value: T; renderedAt: number };

/** What to do with a cached render of this age: send it, send it and render anew, or wait for a new one. */
export function cacheDecision(
  ageMs: number | undefined,
  policy: PageCachePolicy,
): 'send' | 'send-and-refresh' | 'render' {
  if (ageMs === undefined || ageMs < 0 || ageMs >= policy.staleMs) return 'render';
  return ageMs < policy.freshMs ? 'send' : 'send-and-refresh';
}

export function createPageCache<T>(policy: PageCachePolicy = pageCachePolicy, now: () => number = Date.now) {
  const entries = new Map<string, Cached<T>>();
  const rendering = new Map<string, Promise<Cached<T>>>();
  const renderOnce = (key: string, render: () => Promise<T>): Promise<Cached<T>> => {
    let pending = rendering.get(key);
    if (!pending) {
      const startedAt = now();
      pending = render()
        .then((value) => {
          const entry = { value, renderedAt: startedAt };
          entries.delete(key);
          entries.set(key, entry);
          while (entries.size > policy.maxEntries) entries.delete(entries.keys().next().value as string);
          return entry;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
  return {
    /** The page under `key`, rendered by `render` when there is no usable one; with its render time. */
    async get(key: string, render: () => Promise<T>): Promise<Cached<T>> {
      const entry = entries.get(key);
      const decision = cacheDecision(entry ? now() - entry.renderedAt : undefined, policy);
      if (!entry || decision === 'render') return renderOnce(key, render);
      // Most recently asked for goes last: the first key is the one to drop.
      entries.delete(key);
      entries.set(key, entry);
      if (decision === 'send-and-refresh') renderOnce(key, render).catch(() => undefined);
      return entry;
    },
    get size() {
      return entries.size;
    },
  };
}
