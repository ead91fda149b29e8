import type { RuntimeConfig } from '@mall/contract';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { RuntimeConfigContext } from './RuntimeContext';

/** ErrorBoundary › I18nextProvider › SWRConfig › runtime config (STYLE.md §6); session joins with issue #4. */
export function Providers({ config, i18n, children }: { config: RuntimeConfig; i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>
      </SWRConfig>
    </I18nextProvider>
  );
}
