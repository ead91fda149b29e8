import '@mall/ui-kit/theme.css';
import type { RuntimeConfig } from '@mall/contract';
import {
  createApiClient,
  createI18n,
  createSessionStore,
  hydratingSWR,
  keepIslandTaps,
  loadRuntimeConfig,
  parseRuntimeConfig,
  storedLocale,
} from '@mall/core';
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { replayEarlyClicks, takeEarlyClicks } from './app/earlyClicks';
import { createAppFeedback, type AppFeedback } from './app/feedback';
import { paths } from './app/paths';
import { loadFrameParts } from './app/Layout';
import { Providers, type ProvidersProps } from './app/providers';
import { discoverSignedInRoutes, routes } from './app/routes';
import { StartupFailure } from './app/StartupFailure';
import { ServerTitleContext } from './app/useDocumentTitle';
import { deferredLocales, frameNamespaces, loadLocale } from './i18n/locales';
import { startupTexts } from './i18n/startupTexts';
import { readHydrationState, type HydrationState } from './server/hydrationState';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');

/** The app around the router: session, api client and providers, the same for both ways of starting. */
function mallApp(
  config: RuntimeConfig,
  i18n: I18n,
  feedback: AppFeedback,
  router: ReturnType<typeof createBrowserRouter>,
  swr?: ProvidersProps['swr'],
  /** It hydrates the server's HTML (not drawn anew in another language). */
  isHydrating = false,
): ReactNode {
  // A server-rendered page (issue #16) hydrates with its answers (`swr`) and keeps its own title.
  const isServerRendered = swr !== undefined;
  // Reached on each use, so blocked storage (private mode, a sandboxed iframe) means signed out, not a crash.
  const session = createSessionStore(() => window.localStorage, {
    redirectStorage: () => window.sessionStorage,
    syncTarget: window,
  });
  // spec §4: user info from another store version is cleared.
  session.checkStoreVersion();
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
  return (
    <StrictMode>
      <Providers
        config={config}
        i18n={i18n}
        session={session}
        client={client}
        feedback={feedback}
        swr={swr}
        isHydrating={isHydrating}
      >
        <ServerTitleContext.Provider value={isServerRendered}>
          <RouterProvider router={router} />
        </ServerTitleContext.Provider>
      </Providers>
    </StrictMode>
  );
}

/** A page the browser renders from the bare index.html (the signed-in pages, or no server rendering). */
async function start(): Promise<void> {
  const root = createRoot(rootElement as HTMLElement);
  // spec §7: the runtime config is loaded before anything renders; the texts of the shopper's
  // language download beside it.
  const configLoad = loadRuntimeConfig();
  configLoad.catch(() => undefined); // awaited below; a failure is shown there
  const texts = await createI18n({ loadLocale, deferred: deferredLocales }).then(
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
    // The frame's islands (header, footer) and their texts come beside the config, so the page is
    // drawn whole at once; should they fail, the page still draws and they come when they can.
    const frame = Promise.all([loadFrameParts(), i18n.loadNamespaces(frameNamespaces)]).catch(() => undefined);
    const [config] = await Promise.all([configLoad, frame]);
    root.render(
      mallApp(
        config,
        i18n,
        feedback,
        createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSignedInRoutes() }),
      ),
    );
  } catch (error) {
    console.error(error);
    // spec §8: config load failure → toast 初始化失败 (and a way to try again).
    root.render(<StartupFailure i18n={i18n} feedback={feedback} onRetry={() => window.location.reload()} />);
  }
}

/**
 * Loads the route modules of the page on show before hydrating (issue #16): the server rendered
 * them, so the first client render must have them too, not a fallback.
 */
async function loadMatchedRoutes(routeTable: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * A page the server rendered (issue #16): the config and the page's answers came in the page, the
 * texts as preloaded modules, so the browser hydrates what is on screen without asking for them
 * again, as the visitor the server rendered (the stored session shows after). When the shopper chose
 * a language the server did not know (no cookie yet), the page is drawn anew in it instead: a
 * language switched during hydration would not match the server's text.
 */
async function hydrate(state: HydrationState): Promise<void> {
  const config = parseRuntimeConfig(state.config);
  const isServersLanguage = storedLocale() === state.locale;
  // Without a locale, createI18n takes the stored choice and writes the cookie the server reads next time.
  const i18n = await createI18n({
    loadLocale,
    deferred: deferredLocales,
    locale: isServersLanguage ? state.locale : undefined,
  });
  // The page's code and the texts it drew, both preloaded by the page, before the first render.
  await Promise.all([loadMatchedRoutes(routes), i18n.loadNamespaces(state.namespaces ?? [])]);
  const router = createBrowserRouter(routes, {
    hydrationData: state.router,
    patchRoutesOnNavigation: discoverSignedInRoutes(),
  });
  const app = mallApp(config, i18n, createAppFeedback(), router, hydratingSWR(state.data), isServersLanguage);
  const earlyClicks = takeEarlyClicks();
  keepIslandTaps();
  if (!isServersLanguage) {
    createRoot(rootElement as HTMLElement).render(app);
    return;
  }
  // Hydrated as a transition: React works in slices of a few milliseconds and lets the browser
  // answer a tap in between, instead of one long task over the whole page (issue #16 TBT).
  startTransition(() => {
    hydrateRoot(rootElement as HTMLElement, app);
  });
  // React listens from here: a tap that came before is handled now, its part hydrated first.
  replayEarlyClicks(earlyClicks);
}

const state = readHydrationState(document);
if (state) void hydrate(state);
else void start();
