import type { Locale } from '@mall/core';
import { earlyClicksScript } from '../app/earlyClicks';
import { zoomScript } from '../app/zoom';
import type { PageAssets } from './assets';
import { hydrationStateId, type HydrationState } from './hydrationState';

/** JSON that is safe inside a script element: no `</script>`, no HTML comment, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text escaped for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A preload of the page's LCP picture (issue #16): the first image the page marks
 * `fetchpriority="high"` (the ui-kit's Image does for the hero, the banner, the first gallery
 * picture), requested before the style sheets and scripts, which would otherwise share the
 * phone's bandwidth with it first. Attribute values are taken as React escaped them.
 */
export function lcpImagePreload(appHtml: string): string {
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(appHtml)?.[0];
  const src = image && /\ssrc="([^"]+)"/.exec(image)?.[1];
  if (!image || !src) return '';
  const srcset = /\ssrcset="([^"]+)"/.exec(image)?.[1];
  const sizes = /\ssizes="([^"]+)"/.exec(image)?.[1];
  const responsive = `${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}`;
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`;
}

/**
 * A style sheet written into the page instead of linked (issue #16): the page paints without waiting
 * for a round trip per sheet (a page links 20 of them, each render-blocking). A disabled link of the
 * same address stays beside it, never fetched, so that the bundle's loader, which asks for a lazy
 * chunk's sheets unless a link to them is in the document, does not download them again.
 * A sheet whose text could close the style element is linked as it was.
 */
export function inlineStyleSheet(href: string, css: string | undefined): string {
  const link = `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"`;
  if (css === undefined || /<\/style/i.test(css)) return `${link}>`;
  return `<style data-href="${escapeHtml(href)}">${css}</style>${link} disabled>`;
}

/** How many module preloads the starter adds per task (`entryAfterPaint`). */
export const preloadsPerTask = 2;

/**
 * Starts the app once the page has been painted (issue #16): its modules are asked for in the frame
 * after the first paint (the entry, then the module preloads) instead of from the HTML. From the HTML,
 * some sixty module downloads began with the page's and shared the line with its pictures, and on a
 * fast connection the modules ran, and React hydrated, before the browser had drawn the server's page
 * at all. Now the page and its pictures come first; a button tapped meanwhile is kept (earlyClicks.ts),
 * a link tapped meanwhile loads the next page from the server. The preloads are added two per task:
 * adding one starts its download there and then and, when the module is at hand, compiles it (1–7 ms
 * each unthrottled); sixty in one go were a 260 ms task at 4× CPU, six at a time still up to 160 ms
 * (Lighthouse's TBT). The addresses are the build's own assets, written as data.
 */
export function entryAfterPaint(src: string, preloads: readonly string[] = []): string {
  return (
    `requestAnimationFrame(function(){setTimeout(function(){var d=document,h=d.head,u=${scriptJson(preloads)},i=0;` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptJson(src)};h.appendChild(s);` +
    `function n(){u.slice(i,i+=${String(preloadsPerTask)}).forEach(function(x){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=x;h.appendChild(l)});` +
    `if(i<u.length)setTimeout(n)}` +
    `setTimeout(function(){${warmIntl[0]}setTimeout(function(){${warmIntl[1]}setTimeout(n)})})})});`
  );
}

/**
 * The browser's first use of Intl loads its locale data (15–25 ms unthrottled in chromium). The app
 * makes that first use as it starts (i18next's language set-up; React Aria's default locale did, 40 %
 * of the module-evaluation task on /goods, until React Aria left the first load), inside the tasks
 * that start the app. Done here while the modules download, it no longer lengthens them (issue #16
 * TBT); in two tasks, since one was 56–68 ms at Lighthouse's 4× CPU: the likely subtags first
 * (about 3 ms unthrottled), then the date formats' data (about 10 ms), after which a number format
 * costs 1–2 ms (alone first, 35–39 ms).
 */
const warmIntl = [
  `try{new Intl.Locale(navigator.language||'zh-CN').maximize()}catch(e){}`,
  `try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language||'zh-CN'])}catch(e){}`,
] as const;

export type DocumentParts = {
  locale: Locale;
  /** The page's own head elements (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  assets: PageAssets;
  appHtml: string;
  state: HydrationState;
  /** The response's CSP script nonce: the head's inline scripts (page zoom, early taps) run only with it. */
  nonce?: string;
  /** The text of a built style sheet by its address, to write it into the page (`inlineStyleSheet`). */
  styleText?: (href: string) => string | undefined;
};

/**
 * The server-rendered page in Vite's built index.html (issue #16): the page's head replaces the
 * default title and description; the config preload goes (the config is in the page), and so does
 * the zh-CN texts' module preload (the page links the texts of its own language); the styles are
 * written in the head, the app's HTML and its hydration state fill the root, and the scripts follow.
 */
export function composeDocument(
  template: string,
  { locale, head, assets, appHtml, state, nonce, styleText = () => undefined }: DocumentParts,
): string {
  // The page zoom follows the window, which only the browser knows: set before anything paints.
  // A button tapped before the scripts run is remembered and tapped again once they do (earlyClicks.ts).
  const headScript = nonce ? `<script nonce="${escapeHtml(nonce)}">${zoomScript}${earlyClicksScript}</script>` : '';
  const styles = assets.styles.map((href) => inlineStyleSheet(href, styleText(href))).join('');
  // The scripts come after the page and start once it is painted (`entryAfterPaint`); without a
  // nonce for the inline starter, as plain module scripts and preloads after the page.
  const entries: string[] = [];
  const preloads: string[] = [];
  const withoutScripts = template
    .replace(/<link rel="modulepreload"[^>]*i18n-[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g, (tag) => {
      const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
      (tag.startsWith('<script') ? entries : preloads).push(src);
      return '';
    });
  preloads.push(...assets.scripts);
  const scripts =
    nonce && entries.length === 1
      ? `<script nonce="${escapeHtml(nonce)}">${entryAfterPaint(entries[0] ?? '', preloads)}</script>`
      : [
          ...entries.map((src) => `<script type="module" crossorigin src="${escapeHtml(src)}"></script>`),
          ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
        ].join('');
  return (
    withoutScripts
      .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace(/<link rel="preload" href="\/config\.json"[^>]*>/, '')
      // The entry's own style sheets are written in too.
      .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_link, href: string) =>
        inlineStyleSheet(href, styleText(href)),
      )
      // The page reads without JavaScript: no notice that it needs it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // Right after the character set: the picture is asked for ahead of everything else.
      .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${lcpImagePreload(appHtml)}`)
      // Replaced by functions: a page's text (a product's description, a style sheet) may hold `$&`.
      .replace('</head>', () => `${headScript}${head}${styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${appHtml}</div><script type="application/json" id="${hydrationStateId}">${scriptJson(state)}</script>${scripts}`,
      )
  );
}
