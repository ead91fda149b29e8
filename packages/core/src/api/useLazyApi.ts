import { useCallback, useMemo } from 'react';
import { useRuntimeConfig } from '../config/react';
import type { ApiClient } from './createApiClient';
import { useApiClient } from './react';

/** How a feature's api is made: its `create…Api(client, productCode)`. */
export type ApiFactory<Api> = (client: ApiClient, productCode: string) => Api;

/** A feature's api bound to the app's client and product code (`create` is its module-level `create…Api`). */
export function useBoundApi<Api>(create: ApiFactory<Api>): Api {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => create(client, productCode), [create, client, productCode]);
}

/**
 * A feature's api fetched when first used (issue #16): for calls the page frame makes only on a tap
 * or after a sign-in (log out, record the clauses, exchange a login ticket), so their code is not
 * in the first load every visitor downloads. `load` is a module-level constant, e.g.
 * `() => import('../api/memberApi').then((module) => module.createMemberApi)`.
 */
export function useLazyApi<Api>(load: () => Promise<ApiFactory<Api>>): () => Promise<Api> {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useCallback(() => load().then((create) => create(client, productCode)), [load, client, productCode]);
}
