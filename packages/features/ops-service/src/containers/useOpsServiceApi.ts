import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createOpsServiceApi } from '../api/opsServiceApi';

/** The console's shopper service calls on the app's client. */
export function useOpsServiceApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createOpsServiceApi(client, productCode), [client, productCode]);
}
