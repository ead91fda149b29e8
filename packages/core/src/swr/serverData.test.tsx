// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../api/errors';
import { createServerDataCollector, hydratingSWR, pageStatus, serverDataFreshMs, type ServerData } from './serverData';

let root: Root | undefined;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** A page whose second call depends on the first (a piece, then its price), as the product page's. */
function Piece({
  mouldNo = 'JYG1',
  fetchPiece,
  fetchPrice,
}: {
  /** Each test its own piece: under jsdom SWR runs as in a browser and keeps state by key across tests. */
  mouldNo?: string;
  fetchPiece: () => Promise<string>;
  fetchPrice: (name: string) => Promise<number>;
}) {
  const piece = useSWR(['goods', 'detail', mouldNo], fetchPiece);
  const price = useSWR(piece.data ? ['goods', 'price', piece.data] : null, () => fetchPrice(piece.data ?? ''));
  if (piece.error) return <p>{isApiError(piece.error) && piece.error.status === 404 ? '不存在' : '出错'}</p>;
  return (
    <p>
      {piece.data ?? '加载中'}：{price.data ?? '…'}
      {piece.isValidating ? '（更新中）' : ''}
    </p>
  );
}

/** The rest of the page around the piece: counts its renders. */
let shellRenders = 0;
function Shell() {
  shellRenders += 1;
  return <h1>金缘珠宝</h1>;
}

const page = (swr: SWRConfiguration, props: Parameters<typeof Piece>[0]) => (
  <SWRConfig value={swr}>
    <Shell />
    <Piece {...props} />
  </SWRConfig>
);

/** Renders as the server does: one streaming render, read once every part has its answers. */
async function renderOnServer(props: Parameters<typeof Piece>[0]) {
  const collector = createServerDataCollector();
  shellRenders = 0;
  const stream = await renderToReadableStream(page(collector.swr(), props));
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, data: JSON.parse(JSON.stringify(collector.data)) as ServerData, shellRenders };
}

describe('server data (issue #16: the page renders with the same hooks and keys on both sides)', () => {
  it('renders once, the waiting part following its answers, then hydrates without fetching again or a mismatch', async () => {
    const fetchPiece = vi.fn(async () => '福字戒指');
    const fetchPrice = vi.fn(async () => 3580);
    const server = await renderOnServer({ fetchPiece, fetchPrice });
    // The price waits for the piece, yet the rest of the page is rendered once.
    expect(server.shellRenders).toBe(1);
    expect(server.html.replace(/<!-- -->/g, '')).toContain('福字戒指：3580');
    expect(fetchPiece).toHaveBeenCalledTimes(1);
    expect(fetchPrice).toHaveBeenCalledTimes(1);

    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = server.html;
    const recoverable: unknown[] = [];
    const browserPiece = vi.fn(async () => '福字戒指');
    const browserPrice = vi.fn(async () => 3580);
    await act(async () => {
      root = hydrateRoot(
        container,
        page(hydratingSWR(server.data), { fetchPiece: browserPiece, fetchPrice: browserPrice }),
        {
          onRecoverableError: (error) => void recoverable.push(error),
        },
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('金缘珠宝福字戒指：3580');
    expect(browserPiece).not.toHaveBeenCalled();
    expect(browserPrice).not.toHaveBeenCalled();
  });

  it('carries a 404 as the not-found state and the page answers 404', async () => {
    const server = await renderOnServer({
      mouldNo: 'JYG404',
      fetchPiece: async () => {
        throw new ApiError('http', { status: 404, msg: '商品不存在', path: '/x' });
      },
      fetchPrice: async () => 0,
    });
    expect(server.html).toContain('不存在');
    expect(pageStatus(server.data)).toBe(404);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = server.html;
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        page(hydratingSWR(server.data), { mouldNo: 'JYG404', fetchPiece: vi.fn(), fetchPrice: vi.fn() }),
        {
          onRecoverableError: (error) => void recoverable.push(error),
        },
      );
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('金缘珠宝不存在');
  });

  it('leaves a failure that may pass (5xx, timeout) for the browser to ask again', async () => {
    const server = await renderOnServer({
      mouldNo: 'JYG503',
      fetchPiece: async () => {
        throw new ApiError('http', { status: 503 });
      },
      fetchPrice: async () => 0,
    });
    expect(server.data).toEqual({});
    expect(pageStatus(server.data)).toBe(200);
    expect(server.html).toContain('加载中');
  });

  it('asks again for the page’s answers once they are older than SWR’s dedupe window', async () => {
    let now = 1_000;
    const swr = hydratingSWR({ '@"goods","detail","JYG2",': { data: '福字戒指' } }, () => now);
    now += serverDataFreshMs + 1;
    const fetchPiece = vi.fn(async () => '福字戒指·新');
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      root = createRoot(container);
      root.render(page(swr, { mouldNo: 'JYG2', fetchPiece, fetchPrice: async () => 1 }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchPiece).toHaveBeenCalled();
  });
});
