import { unstable_serialize, type Cache, type Middleware, type SWRConfiguration } from 'swr';
import { apiErrorKinds, ApiError, isApiError, type ApiErrorKind } from '../api/errors';

/**
 * Server rendering with the app's own data hooks (issue #16): the server renders a page, notes
 * every SWR key the page asked for and the fetcher that would answer it, runs those fetchers, and
 * renders again until no new key appears. The answers travel in the HTML as {@link ServerData},
 * and the browser starts its SWR cache from them, so the same hooks under the same keys find their
 * data at hydration and do not fetch it again.
 */

/** One answer as it travels in the page: data, or a failure the page shows (a 404 becomes a not-found state). */
export type ServerAnswer =
  { data: unknown } | { error: { kind: ApiErrorKind; status: number; code?: number; msg: string; path: string } };

/** The answers of a server-rendered page, by SWR's serialised key. */
export type ServerData = Record<string, ServerAnswer>;

type Pending = { key: string; fetch: () => Promise<unknown> };

/** How long after the page was rendered its answers count as fresh: SWR's dedupe window (swrConfig). */
export const serverDataFreshMs = 5_000;

function toAnswer(result: PromiseSettledResult<unknown>): ServerAnswer | undefined {
  if (result.status === 'fulfilled') return { data: result.value === undefined ? null : result.value };
  const error = result.reason;
  // Only a final answer of the server travels; a timeout or a 5xx is left for the browser to ask again.
  if (!isApiError(error) || error.kind === 'timeout' || error.kind === 'network' || error.status >= 500)
    return undefined;
  return {
    error: {
      kind: error.kind,
      status: error.status,
      ...(error.code === undefined ? {} : { code: error.code }),
      msg: error.msg,
      path: error.path,
    },
  };
}

function toCacheState(answer: ServerAnswer): { data?: unknown; error?: unknown } {
  if ('data' in answer) return { data: answer.data };
  const { kind, ...details } = answer.error;
  return { error: new ApiError(apiErrorKinds.includes(kind) ? kind : 'http', details) };
}

/**
 * An SWR cache (the `provider` of SWRConfig) that starts with the page's answers. Documented by
 * SWR: a provider returns a Map of serialised key → state.
 */
function seededCache(data: ServerData): Cache {
  return new Map(Object.entries(data).map(([key, answer]) => [key, toCacheState(answer)])) as unknown as Cache;
}

/**
 * The middleware that keeps the page's answers from being asked for again as they mount: while
 * they are fresh (the first {@link serverDataFreshMs}, SWR's own dedupe window), a hook whose key
 * the page brought does not revalidate on mount. Server and browser use the same one, so the
 * hooks' `isValidating` agree at hydration.
 */
function freshOnMount(data: ServerData, freshUntil: number, now: () => number): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const isSeeded = key !== null && unstable_serialize(key) in data;
    return useSWRNext(key, fetcher, isSeeded && now() < freshUntil ? { ...config, revalidateOnMount: false } : config);
  };
}

/**
 * SWRConfig values for a page hydrating with the server's answers: a cache that starts with them
 * and the middleware that does not fetch them again while fresh.
 */
export function hydratingSWR(data: ServerData, now: () => number = Date.now): SWRConfiguration {
  const freshUntil = now() + serverDataFreshMs;
  return { provider: () => seededCache(data), use: [freshOnMount(data, freshUntil, now)] };
}

/**
 * The server side: collects what a render asked for and fetches it. `swr` goes in the render's
 * SWRConfig (a fresh cache holding what is known, the collecting middleware); `fetchPending` runs
 * the fetchers of the keys asked for but not known and says whether anything new was learnt.
 */
export function createServerDataCollector() {
  const data: ServerData = {};
  const failed = new Set<string>();
  let pending = new Map<string, Pending>();
  const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = key === null ? '' : unstable_serialize(key);
    if (serialized && fetcher && !(serialized in data) && !failed.has(serialized) && !pending.has(serialized)) {
      pending.set(serialized, { key: serialized, fetch: () => Promise.resolve(fetcher(key)) });
    }
    return useSWRNext(key, fetcher, config);
  };
  return {
    data,
    /** SWRConfig values for the next render pass. */
    swr(): SWRConfiguration {
      const seeded = hydratingSWR(data);
      return { ...seeded, use: [collect, ...(seeded.use ?? [])] };
    },
    /** Fetches what the last pass asked for; false when there was nothing new. */
    async fetchPending(): Promise<boolean> {
      const batch = [...pending.values()];
      pending = new Map();
      if (batch.length === 0) return false;
      const results = await Promise.allSettled(batch.map((item) => item.fetch()));
      results.forEach((result, index) => {
        const { key } = batch[index] as Pending;
        const answer = toAnswer(result);
        if (answer) data[key] = answer;
        else failed.add(key);
      });
      return true;
    },
  };
}

/** The HTTP status a server-rendered page answers with: 404 when one of its calls said the thing does not exist. */
export function pageStatus(data: ServerData): 200 | 404 {
  return Object.values(data).some((answer) => 'error' in answer && answer.error.status === 404) ? 404 : 200;
}
