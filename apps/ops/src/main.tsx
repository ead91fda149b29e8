import '@mall/ui-kit/theme.css';
import {
  ApiClientProvider,
  createApiClient,
  createI18n,
  createSessionStore,
  loadRuntimeConfig,
  RuntimeConfigProvider,
  SessionProvider,
  swrConfig,
} from '@mall/core';
import { Button, FailurePage, Heading, Text } from '@mall/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { basename, paths } from './app/paths';
import { routes } from './app/routes';
import { loadLocale } from './i18n/locales';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);

/**
 * The operations console (issue #29): drawn in the browser (staff only), on the mall's runtime config,
 * session and api client, in the staff member's language (zh-CN first).
 */
async function start(): Promise<void> {
  const i18n = await createI18n({ loadLocale });
  try {
    const config = await loadRuntimeConfig();
    const router = createBrowserRouter(routes, { basename });
    // The same session as the mall's staff sign-in: one origin, one signed-in person.
    const session = createSessionStore(() => window.localStorage, {
      redirectStorage: () => window.sessionStorage,
      syncTarget: window,
    });
    session.checkStoreVersion();
    const client = createApiClient({
      config,
      session,
      // 401: the session is over (cleared by the client); sign in again and come back here.
      onUnauthorized: () => {
        const here = router.state.location;
        if (!here.pathname.startsWith(paths.login()))
          void router.navigate(paths.login(`${here.pathname}${here.search}`));
      },
    });
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RuntimeConfigProvider config={config}>
            <SessionProvider store={session}>
              <ApiClientProvider client={client}>
                <SWRConfig value={swrConfig}>
                  <RouterProvider router={router} />
                </SWRConfig>
              </ApiClientProvider>
            </SessionProvider>
          </RuntimeConfigProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <I18nextProvider i18n={i18n}>
        <FailurePage
          isCentred
          actions={<Button onPress={() => window.location.reload()}>{i18n.t('ops:startup.retry')}</Button>}
        >
          <Heading level={1}>{i18n.t('ops:startup.title')}</Heading>
          <Text>{i18n.t('ops:startup.body')}</Text>
        </FailurePage>
      </I18nextProvider>,
    );
  }
}

void start();
