import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createOpsAftersalesApi } from '../api/opsAftersalesApi';

/** The console's after-sales calls on the app's client. */
export function useOpsAftersalesApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createOpsAftersalesApi(client, productCode), [client, productCode]);
}
