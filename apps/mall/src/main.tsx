import '@mall/ui-kit/theme.css';
import { createApiClient, createI18n, createSessionStore, loadRuntimeConfig } from '@mall/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppFeedback } from './app/feedback';
import { paths } from './app/paths';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { StartupFailure } from './app/StartupFailure';
import { loadLocale } from './i18n/locales';
import { startupTexts } from './i18n/startupTexts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);

async function start(): Promise<void> {
  // spec §7: the runtime config is loaded before anything renders; the texts of the shopper's
  // language download beside it.
  const configLoad = loadRuntimeConfig();
  configLoad.catch(() => undefined); // awaited below; a failure is shown there
  const texts = await createI18n({ loadLocale }).then(
    (i18n) => ({ i18n, isLoaded: true }),
    async (error: unknown) => {
      console.error(error);
      return { i18n: await createI18n({ resources: startupTexts }), isLoaded: false };
    },
  );
  const { i18n } = texts;
  const feedback = createAppFeedback();
  try {
    if (!texts.isLoaded) throw new Error('the texts of the language on show could not be loaded');
    const config = await configLoad;
    // Reached on each use, so blocked storage (private mode, a sandboxed iframe) means signed out, not a crash.
    const session = createSessionStore(() => window.localStorage, {
      redirectStorage: () => window.sessionStorage,
      syncTarget: window,
    });
    // spec §4: user info from another store version is cleared.
    session.checkStoreVersion();
    const router = createBrowserRouter(routes);
    const client = createApiClient({
      config,
      session,
      // spec §8: a failed token refresh shows the server's message.
      onToast: (msg) => feedback.toast(msg || i18n.t('app:feedback.failed'), 'critical'),
      // spec §8: 500101 → one 温馨提示 dialog at a time.
      onBusy: (msg) => feedback.busy(msg),
      // spec §8: 1001/401 → session cleared (by the client), path remembered, off to /login.
      onUnauthorized: (path) => {
        session.rememberRedirect(path);
        if (router.state.location.pathname !== paths.login()) void router.navigate(paths.login());
      },
    });
    root.render(
      <StrictMode>
        <Providers config={config} i18n={i18n} session={session} client={client} feedback={feedback}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    // spec §8: config load failure → toast 初始化失败 (and a way to try again).
    root.render(<StartupFailure i18n={i18n} feedback={feedback} onRetry={() => window.location.reload()} />);
  }
}

void start();
