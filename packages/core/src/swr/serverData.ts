import { unstable_serialize, type Cache, type Middleware, type SWRConfiguration } from 'swr';
import { apiErrorKinds, ApiError, isApiError, type ApiErrorKind } from '../api/errors';

/**
 * Server rendering with the app's own data hooks (issue #16): the server renders a page once; a
 * hook whose answer is not known yet suspends the render (React waits for it, then renders that
 * part again, not the page), so a page's later calls follow its earlier answers in the same render.
 * The answers travel in the HTML as {@link ServerData}, and the browser starts its SWR cache from
 * them, so the same hooks under the same keys find their data at hydration and do not fetch it again.
 */

/** One answer as it travels in the page: data, or a failure the page shows (a 404 becomes a not-found state). */
export type ServerAnswer =
  { data: unknown } | { error: { kind: ApiErrorKind; status: number; code?: number; msg: string; path: string } };

/** The answers of a server-rendered page, by SWR's serialised key. */
export type ServerData = Record<string, ServerAnswer>;

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

type PageCache = Map<string, { data?: unknown; error?: unknown }>;

/**
 * An SWR cache (the `provider` of SWRConfig) that starts with the page's answers. Documented by
 * SWR: a provider returns a Map of serialised key → state.
 */
function seededCache(data: ServerData): PageCache {
  return new Map(Object.entries(data).map(([key, answer]) => [key, toCacheState(answer)]));
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
  return swrOver(data, seededCache(data), now() + serverDataFreshMs, now);
}

/** SWRConfig values over this cache of the page's answers (the server's render adds to both as it learns). */
function swrOver(data: ServerData, cache: PageCache, freshUntil: number, now: () => number): SWRConfiguration {
  return { provider: () => cache as unknown as Cache, use: [freshOnMount(data, freshUntil, now)] };
}

/**
 * The server side: `swr` goes in the render's SWRConfig. A hook whose key is not answered yet
 * starts its fetcher and suspends (a promise React waits for; hooks asking for the same key share
 * it); the answer goes into the render's cache and `data`, and React renders that part again.
 * A failure that may pass (5xx, timeout) is not waited for twice: the hook then renders as loading
 * and the browser asks again.
 */
export function createServerDataCollector() {
  const data: ServerData = {};
  const failed = new Set<string>();
  const asked = new Map<string, Promise<void>>();
  const cache: PageCache = new Map();
  const seeded = swrOver(data, cache, Date.now() + serverDataFreshMs, Date.now);
  const answer = (key: string, result: PromiseSettledResult<unknown>) => {
    const known = toAnswer(result);
    if (!known) return void failed.add(key);
    data[key] = known;
    cache.set(key, toCacheState(known));
  };
  const suspendUntilAnswered: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = key === null ? '' : unstable_serialize(key);
    if (serialized && fetcher && !(serialized in data) && !failed.has(serialized)) {
      let waiting = asked.get(serialized);
      if (!waiting) {
        waiting = Promise.resolve()
          .then(() => fetcher(key))
          .then(
            (value) => answer(serialized, { status: 'fulfilled', value }),
            (reason: unknown) => answer(serialized, { status: 'rejected', reason }),
          );
        asked.set(serialized, waiting);
      }
      throw waiting;
    }
    return useSWRNext(key, fetcher, config);
  };
  return {
    data,
    /** SWRConfig values for the render. */
    swr(): SWRConfiguration {
      return { ...seeded, use: [suspendUntilAnswered, ...(seeded.use ?? [])] };
    },
  };
}

/** The HTTP status a server-rendered page answers with: 404 when one of its calls said the thing does not exist. */
export function pageStatus(data: ServerData): 200 | 404 {
  return Object.values(data).some((answer) => 'error' in answer && answer.error.status === 404) ? 404 : 200;
}
