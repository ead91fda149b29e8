import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createOpsSystemApi } from '../api/opsSystemApi';

/** The console's audit and role calls on the app's client. */
export function useOpsSystemApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createOpsSystemApi(client, productCode), [client, productCode]);
}
