import { useApiClient, useRuntimeConfig, useSession } from '@mall/core';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { createFootprintsApi } from '../api/footprintsApi';
import { isFootprintsKey, searchKeys } from '../api/keys';

/**
 * The member's history, one page (the page on show stays while the next loads), and clearing it:
 * after a clear every page of the member's history is asked again. A failed clear throws and
 * changes nothing, so the dialog that asked can say so.
 */
export function useFootprints(page: number) {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const { uid } = useSession().user;
  const { mutate } = useSWRConfig();
  const api = useMemo(() => createFootprintsApi(client, productCode), [client, productCode]);
  const history = useSWR(searchKeys.footprints(uid, page), () => api.list(page), { keepPreviousData: true });
  const clear = useCallback(async () => {
    await api.clear();
    await mutate((key) => isFootprintsKey(key, uid));
  }, [api, mutate, uid]);
  return { history, clear };
}
