import { sharedKeys, useApiClient, useRuntimeConfig, useSession } from '@mall/core';
import { useMemo } from 'react';
import useSWR from 'swr';
import { createOpsShellApi } from '../api/opsShellApi';

/** The console frame's calls on the app's client. */
export function useOpsShellApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createOpsShellApi(client, productCode), [client, productCode]);
}

/**
 * Who is signed in to the console and what they may do (issue #29): asked of the server, which is the
 * authority; a role change shows on the next visit to the page or focus of the window.
 */
export function useOpsMe() {
  const api = useOpsShellApi();
  const { user, isStaff } = useSession();
  return useSWR(isStaff ? sharedKeys.opsMe(user.staffCode ?? '') : null, () => api.me(), { revalidateOnFocus: true });
}
