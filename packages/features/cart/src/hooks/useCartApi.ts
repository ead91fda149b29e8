import { useBoundApi } from '@mall/core';
import { createCartApi } from '../api/cartApi';

/** The bag api bound to the app's client and product code. */
export function useCartApi() {
  return useBoundApi(createCartApi);
}
