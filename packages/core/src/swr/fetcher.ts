import type { ApiCallOptions, ApiClient } from '../api/createApiClient';

/** A fetcher key: a path, or a path with call options (host, params, withMember …). */
export type FetcherKey = string | readonly [path: string, options?: ApiCallOptions];

/**
 * Makes an SWR fetcher that GETs its key through `client`, so `useSWR('/x', fetcher)` or
 * `useSWR(['/x', { params }], fetcher)` go through every rule of spec §7. Features whose keys are
 * domain tuples (`['cart', 'list', uid]`, STYLE.md §5) pass their own fetcher instead.
 */
export function createFetcher(client: Pick<ApiClient, 'get'>): <T>(key: FetcherKey) => Promise<T> {
  return <T>(key: FetcherKey) => (typeof key === 'string' ? client.get<T>(key) : client.get<T>(key[0], key[1]));
}
