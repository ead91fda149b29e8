import { useBoundApi } from '@mall/core';
import { createMemberApi } from '../api/memberApi';

/** The member api bound to the app's client and product code. */
export function useMemberApi() {
  return useBoundApi(createMemberApi);
}
