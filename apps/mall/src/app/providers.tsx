import type { RuntimeConfig } from '@mall/contract';
import {
  ApiClientProvider,
  RuntimeConfigProvider,
  SessionProvider,
  swrConfig,
  useSessionAfterHydration,
  useSessionStore,
  type ApiClient,
  type SessionStore,
} from '@mall/core';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { FeedbackContext, FeedbackHost, type AppFeedback } from './feedback';
import { RedirectMemoryContext, SessionSnapshotContext } from './session';

/** Feeds the guards' view of the session (spec §6) and the redirect memory from core's store. */
function SessionBridge({ isHydrating, children }: { isHydrating: boolean; children: ReactNode }) {
  const store = useSessionStore();
  const { isLoggedIn, isStaff, isStoreVersionStale, isSignedOutByUser } = useSessionAfterHydration(isHydrating);
  const snapshot = useMemo(
    () => ({ isLoggedIn, isStaff, isStoreVersionStale, isSignedOutByUser }),
    [isLoggedIn, isStaff, isStoreVersionStale, isSignedOutByUser],
  );
  return (
    <SessionSnapshotContext.Provider value={snapshot}>
      <RedirectMemoryContext.Provider value={store}>{children}</RedirectMemoryContext.Provider>
    </SessionSnapshotContext.Provider>
  );
}

export type ProvidersProps = {
  config: RuntimeConfig;
  i18n: I18n;
  session: SessionStore;
  client: ApiClient;
  feedback: AppFeedback;
  /** Added to the app's SWR defaults: a server-rendered page's answers (issue #16, `hydratingSWR`). */
  swr?: SWRConfiguration;
  /** The page is hydrating the server's HTML: the stored session comes after it (useSessionAfterHydration). */
  isHydrating?: boolean;
  children: ReactNode;
};

/** I18next › runtime config › session › api client › SWR (STYLE.md §6), and the feedback host. */
export function Providers({
  config,
  i18n,
  session,
  client,
  feedback,
  swr,
  isHydrating = false,
  children,
}: ProvidersProps) {
  const swrValue = useMemo(() => ({ ...swrConfig, ...swr }), [swr]);
  return (
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigProvider config={config}>
        <SessionProvider store={session}>
          <ApiClientProvider client={client}>
            <SWRConfig value={swrValue}>
              <FeedbackContext.Provider value={feedback}>
                <SessionBridge isHydrating={isHydrating}>{children}</SessionBridge>
              </FeedbackContext.Provider>
              <FeedbackHost feedback={feedback} />
            </SWRConfig>
          </ApiClientProvider>
        </SessionProvider>
      </RuntimeConfigProvider>
    </I18nextProvider>
  );
}
