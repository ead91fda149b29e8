import type { BrowserContext, Page } from '@playwright/test';

/** What the tripwires saw on a page: payload numbers that ran, dialogs, requests an injected element made. */
export type Tripwires = { ran: number[]; dialogs: string[]; beacons: string[] };

/**
 * Installs the tripwires in every page of a browser context before any page script runs (issue #17 §3):
 * `__xss(n)`, which every payload calls with its number, reports to the test; every dialog is noted and
 * dismissed; a request for `x` (the `src=x` the payloads' images and sources carry) or to another host is a
 * beacon of markup that got into a page.
 */
export async function tripwires(context: BrowserContext): Promise<Tripwires> {
  const seen: Tripwires = { ran: [], dialogs: [], beacons: [] };
  await context.exposeFunction('__xssReport', (n: number) => seen.ran.push(n));
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (n: number) => void }).__xssReport;
    Object.defineProperty(window, '__xss', { value: (n: number) => report(n), writable: false });
  });
  context.on('dialog', async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    const isOurs = ['127.0.0.1', 'localhost'].includes(url.hostname) || url.protocol === 'data:';
    if (!isOurs || /\/x$/.test(url.pathname)) seen.beacons.push(request.url());
  });
  return seen;
}

/**
 * DOM markers of markup that got into a page: elements holding a javascript: (or data:text/html) URL where a
 * click or a load would follow it, an srcdoc, any inline event handler attribute (React never writes one), and
 * a script the browser would run carrying a payload's call.
 */
export const injectedMarkup = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    const liveUrl = all.filter(
      (element) =>
        ['href', 'src', 'action', 'formaction', 'data'].some((name) =>
          /^\s*(javascript|vbscript|data:text\/html)/i.test(element.getAttribute(name) ?? ''),
        ) || element.hasAttribute('srcdoc'),
    ).length;
    const handlers = all.filter((element) =>
      [...element.attributes].some((attribute) => /^on/i.test(attribute.name)),
    ).length;
    // Data blocks (the server render's hydration state, JSON-LD) hold the text as data; only a script the
    // browser would run counts.
    const runs = (script: HTMLScriptElement) =>
      /^(|module|(text|application)\/(x-)?(java|ecma)script)$/.test(script.type.trim().toLowerCase());
    const scripts = [...document.scripts].filter(
      (script) => runs(script) && script.textContent?.includes('__xss'),
    ).length;
    return { liveUrl, handlers, scripts };
  });

/** What a page's text holds, without white space (a view may break a text into lines or paragraphs). */
export const squeezed = (text: string) => text.replace(/\s+/g, '');
