import { useApiClient, useRuntimeConfig } from '@mall/core';
import { useMemo } from 'react';
import { createInvoiceApi } from '../api/invoiceApi';

/** The invoice calls over the app's client. */
export function useInvoiceApi() {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useMemo(() => createInvoiceApi(client, productCode), [client, productCode]);
}
