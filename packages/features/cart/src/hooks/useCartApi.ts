import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createCartApi } from '../api/cartApi';

/** The bag api bound to the app's client and product code. */
export function useCartApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createCartApi(client, productCode), [client, productCode]);
}
