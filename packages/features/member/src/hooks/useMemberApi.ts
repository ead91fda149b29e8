import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createMemberApi } from '../api/memberApi';

/** The member api bound to the app's client and product code. */
export function useMemberApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createMemberApi(client, productCode), [client, productCode]);
}
