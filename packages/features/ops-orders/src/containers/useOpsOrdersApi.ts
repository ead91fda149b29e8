import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createOpsOrdersApi } from '../api/opsOrdersApi';

/** The console's order calls on the app's client. */
export function useOpsOrdersApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createOpsOrdersApi(client, productCode), [client, productCode]);
}
