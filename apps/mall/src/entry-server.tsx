import type { PageAnswer, PageRequest, RenderPage } from '@mall/contract';
import {
  createApiClient,
  createI18n,
  createMemoryStorage,
  createServerDataCollector,
  createSessionStore,
  localeFromCookie,
  pageStatus,
  type Locale,
} from '@mall/core';
import type { Resource } from 'i18next';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { createAppFeedback } from './app/feedback';
import { Providers } from './app/providers';
import { routes, withSignedInRoutes } from './app/routes';
import { signedInRoutes } from './app/signedInRoutes';
import { resources } from './i18n/resources';
import { pageAssets, textAssets, type BuildManifest, type PageAssets } from './server/assets';
import { composeDocument, escapeHtml } from './server/document';
import { pageHead } from './server/head';
import { createPageCache } from './server/pageCache';
import { serverPageModule } from './server/serverPages';
import type { HydrationState } from './server/hydrationState';

const distDir = new URL('../', import.meta.url);
const template = readFileSync(new URL('index.html', distDir), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', distDir), 'utf8')) as BuildManifest;

/** The built style sheets' texts, read once each, written into the pages (issue #16: no render-blocking request). */
const styleTexts = new Map<string, string | undefined>();
function styleText(href: string): string | undefined {
  if (!styleTexts.has(href)) {
    let text: string | undefined;
    try {
      text = /^\/assets\/[\w.-]+\.css$/.test(href) ? readFileSync(new URL(`.${href}`, distDir), 'utf8') : undefined;
    } catch {
      text = undefined; // not built: linked as it was
    }
    styleTexts.set(href, text);
  }
  return styleTexts.get(href);
}

/**
 * Renders the whole page (every lazy part and Suspense boundary resolved) to HTML: React's
 * streaming render, read once all is ready, so the page comes complete in one response and needs
 * no inline reveal scripts; any React still writes carry the response's nonce.
 */
function renderToHtml(element: ReactNode, nonce: string | undefined, errors: unknown[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Never split a large part out of order: the page is sent whole.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that failed here is rendered by the browser (React marks it); the caller logs why.
      onError: (error) => void errors.push(error),
    });
  });
}

/** One route handler for every request: it resolves the lazy route modules once. */
const handler = createStaticHandler(routes);
/** The not-found page's route module (the catch-all route's), linked from the build manifest as the others are. */
const notFoundModule = 'src/pages/NotFoundPage.tsx';
/** The whole table, the signed-in pages (patched in by the browser on first need) included. */
const everyRoute = withSignedInRoutes(routes, signedInRoutes);
/** Whether only the catch-all route matches a path: no page of the mall, public or signed-in, is there. */
const isUnknownPath = (pathname: string) => matchRoutes(everyRoute, pathname)?.at(-1)?.route.path === '*';

/** One i18next instance per language, made on first use: the server never switches an instance's language. */
const i18nInstances = new Map<Locale, ReturnType<typeof createI18n>>();
function i18nOf(locale: Locale) {
  let instance = i18nInstances.get(locale);
  if (!instance) {
    instance = createI18n({ resources: textsOf(locale), locale, storage: null, document: null });
    i18nInstances.set(locale, instance);
  }
  return instance;
}

/** The namespaces components asked for (react-i18next records them on the instance as `reportNamespaces`). */
function usedNamespaces(i18n: object): string[] {
  const report = (i18n as { reportNamespaces?: { getUsedNamespaces?: () => string[] } }).reportNamespaces;
  return report?.getUsedNamespaces?.() ?? [];
}

/**
 * The page frame's islands (core's hydration/islands.tsx: notice bar and header, footer, floating
 * buttons, cookie banner): drawn in every page's HTML, so their style sheets are in it too, not those
 * of their pop-ups (gold price, search, the member summary), which open on a tap; their script is
 * not preloaded, it comes while the page hydrates.
 */
const frameIslandStyles = pageAssets(manifest, 'src/app/framePartsModule.tsx', { lazyStyles: false }).styles;

/** A page's assets with the texts it uses and the style sheets of the frame's islands. */
const withTextsAndFrame = (assets: PageAssets, texts: string[]): PageAssets => ({
  scripts: [...texts, ...assets.scripts],
  styles: [...new Set([...frameIslandStyles, ...assets.styles])],
});

/** The texts an i18next instance needs: its language and zh-CN, the fallback. */
function textsOf(locale: Locale): Resource {
  return locale === 'zh-CN'
    ? { 'zh-CN': resources['zh-CN'] ?? {} }
    : { [locale]: resources[locale] ?? {}, 'zh-CN': resources['zh-CN'] ?? {} };
}

/**
 * The stand-in a cached page carries where each response puts its own CSP nonce: random per
 * process, so no text a shopper wrote can be it.
 */
const nonceStandIn = randomBytes(16).toString('hex');
const cache = createPageCache<Exclude<PageAnswer, null>>();

/**
 * Renders a public page on the server (issue #16), or sends the render another visitor asked for a
 * moment ago (pageCache.ts): the same for everyone in one language, it only takes this response's
 * nonce.
 */
export const renderPage: RenderPage = async (request: PageRequest): Promise<PageAnswer> => {
  const url = new URL(request.url, request.origin);
  // A path no page of the mall has is rendered here too, as its not-found page with 404 (issue #31 item 7: it was
  // sent index.html with 200, a soft 404); the shopper's own pages stay with the browser.
  const module = serverPageModule(url.pathname) ?? (isUnknownPath(url.pathname) ? notFoundModule : undefined);
  if (!module) return null;
  const locale = localeFromCookie(request.cookie);
  const { value } = await cache.get(`${locale} ${url.pathname}${url.search}`, () =>
    renderFresh(request, url, module, locale),
  );
  if (!('html' in value)) return value;
  return { status: value.status, html: value.html.replaceAll(nonceStandIn, escapeHtml(request.nonce ?? '')) };
};

/**
 * Renders a public page through the app's route table, providers and data hooks, once: each part
 * waits for its own calls (later calls follow earlier answers); the answers and the config go in
 * the page for hydration, the texts' modules are preloaded.
 */
async function renderFresh(
  request: PageRequest,
  url: URL,
  module: string,
  locale: Locale,
): Promise<Exclude<PageAnswer, null>> {
  // A copy per render over the language's texts, so the namespaces this page used are its own
  // (react-i18next records them on the instance it is given); the browser loads those first.
  const i18n = (await i18nOf(locale)).cloneInstance();
  const session = createSessionStore(createMemoryStorage());
  const client = createApiClient({
    config: request.config,
    session,
    origin: request.origin,
    fetch: request.fetch,
    currentPath: () => `${url.pathname}${url.search}`,
  });
  const feedback = createAppFeedback();

  const context = await handler.query(new Request(url.href, { headers: { accept: 'text/html' } }));
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector = createServerDataCollector();
  const app = (
    <StrictMode>
      <Providers
        config={request.config}
        i18n={i18n}
        session={session}
        client={client}
        feedback={feedback}
        swr={collector.swr()}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  const errors: unknown[] = [];
  // One render: a hook whose answer is not known yet suspends its part until it is (serverData.ts).
  const html = await renderToHtml(app, nonceStandIn, errors);
  for (const error of errors) request.onRenderError?.(error);

  // A path no page of the mall has reaches the catch-all route: its not-found page answers 404, never a soft 200
  // (issue #31 item 7).
  const isUnknownPath = context.matches.at(-1)?.route.path === '*';
  const status = context.statusCode === 404 || isUnknownPath ? 404 : pageStatus(collector.data);
  const namespaces = usedNamespaces(i18n);
  const state: HydrationState = {
    config: request.config,
    locale,
    namespaces,
    data: collector.data,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  const head = pageHead({
    i18n,
    config: request.config,
    url,
    origin: request.origin,
    matches: context.matches,
    data: collector.data,
    status,
  });
  return {
    status,
    html: composeDocument(template, {
      locale,
      head,
      assets: withTextsAndFrame(pageAssets(manifest, module), textAssets(manifest, locale, namespaces)),
      appHtml: html,
      state,
      nonce: nonceStandIn,
      styleText,
    }),
  };
}
