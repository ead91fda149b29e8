import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './createApiClient';

const ApiClientContext = createContext<ApiClient | null>(null);

export type ApiClientProviderProps = { client: ApiClient; children: ReactNode };

/** Makes the app's one api client available to the features' hooks. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The api client of the nearest ApiClientProvider (features call the server only through it). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient outside ApiClientProvider');
  return client;
}
