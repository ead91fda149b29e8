import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createAuthApi } from '../api/authApi';

/** The auth api bound to the app's client and product code. */
export function useAuthApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createAuthApi(client, productCode), [client, productCode]);
}
