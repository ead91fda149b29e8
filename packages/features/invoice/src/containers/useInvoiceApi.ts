import { useBoundApi } from '@mall/core';
import { createInvoiceApi } from '../api/invoiceApi';

/** The invoice calls over the app's client. */
export function useInvoiceApi() {
  return useBoundApi(createInvoiceApi);
}
