import { useBoundApi } from '@mall/core';
import { createAuthApi } from '../api/authApi';

/** The auth api bound to the app's client and product code. */
export function useAuthApi() {
  return useBoundApi(createAuthApi);
}
