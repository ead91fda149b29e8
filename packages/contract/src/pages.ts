import type { RuntimeConfig } from './runtimeConfig';

/**
 * The contract between the reference server and the mall's server entry (issue #16): the server
 * hands each page request to the built entry's `renderPage` and sends what it answers.
 */
export type PageRequest = {
  /** Path and query, as the shopper asked. */
  url: string;
  /** The serving origin (`http://127.0.0.1:8080`): canonical links and the in-process calls resolve against it. */
  origin: string;
  cookie?: string;
  config: RuntimeConfig;
  /** Answers the page's calls in-process (Fastify `inject`), byte for byte what the browser would get. */
  fetch: typeof fetch;
  /** The response's CSP script nonce: React's own inline scripts (revealing parts streamed out of order) carry it. */
  nonce?: string;
  /** Told about a part of the page that failed to render on the server (the browser renders it instead). */
  onRenderError?: (error: unknown) => void;
};

/** A rendered page, a redirect, or null: not a server-rendered page (the server sends index.html). */
export type PageAnswer = { status: number; html: string } | { status: number; location: string } | null;

/** The mall's server renderer, `renderPage` of apps/mall/dist/server/entry-server.js. */
export type RenderPage = (request: PageRequest) => Promise<PageAnswer>;
