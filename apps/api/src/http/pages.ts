import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@mall/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Loads the mall's built server entry (`<staticDir>/server/entry-server.js`, from `pnpm build`) by
 * path: the server imports no front-end code at build time, and a build without it only means the
 * pages are rendered in the browser. The one place that knows where the entry lives.
 */
export async function loadPageRenderer(staticDir: string): Promise<RenderPage | null> {
  const entry = path.join(staticDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

function headerRecord(headers: Headers | Record<string, string> | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  return { ...headers };
}

/**
 * A `fetch` that answers the page's calls in-process through Fastify's `inject`: the same routes,
 * validation and serialisation as the browser's calls, so the answer is byte-identical, without a
 * socket. `remoteAddress` keeps per-address limits on the shopper's address.
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: headerRecord(init?.headers as Headers | Record<string, string> | undefined),
      remoteAddress,
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const status = response.statusCode;
    return new Response(status === 204 || status === 304 ? null : new Uint8Array(response.rawPayload), {
      status,
      headers,
    });
  };
}

/** Where the CSP's script nonce of a response is kept (on the raw response, where helmet's directive function sees it). */
const nonceKey = Symbol('scriptNonce');

/**
 * The `script-src` source of a response's nonce (helmet calls it per response): a fresh random
 * nonce that the server-rendered page's own inline scripts carry (issue #16).
 */
export function scriptNonceSource(_request: unknown, response: unknown): string {
  const nonce = randomBytes(16).toString('base64');
  (response as Record<symbol, string>)[nonceKey] = nonce;
  return `'nonce-${nonce}'`;
}

/** The script nonce helmet put in this response's CSP. */
export function scriptNonceOf(response: object): string | undefined {
  return (response as Record<symbol, string | undefined>)[nonceKey];
}
