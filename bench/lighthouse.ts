import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tools/chromium';

type Run = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The document's time to first byte (Lighthouse server-response-time), ms. */
  ttfb: number;
  /** The LCP element as Lighthouse quotes it (`<img src=… >`), to look for in the first HTML. */
  lcpSnippet: string;
  /** The accessibility audits that failed. */
  a11yFailures: string[];
};

/** The median of the runs that measured the figure (a run Lighthouse could not score gives NaN). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** One Lighthouse mobile run (its default form factor and throttling) in Debian chromium. */
async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    return {
      performance: lhr.categories.performance?.score ?? NaN,
      accessibility: lhr.categories.accessibility?.score ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      ttfb: lhr.audits['server-response-time']?.numericValue ?? NaN,
      lcpSnippet: lcpSnippetOf(lhr.audits['largest-contentful-paint-element']?.details),
      a11yFailures: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

/** The LCP element's HTML snippet from Lighthouse's details (a table of items, each with a node). */
function lcpSnippetOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found?.[1] ? (JSON.parse(`"${found[1]}"`) as string) : '';
}

/**
 * Whether the LCP element was in the first HTML response (issue #16): its picture's address, or
 * its opening tag, appears in the page as the server sent it.
 */
function isInHtml(snippet: string, html: string): boolean {
  if (!snippet) return false;
  // Lighthouse shortens a long address with an ellipsis: compare what it kept.
  const src = /\ssrc="([^"]+)"/.exec(snippet)?.[1]?.split('…')[0];
  if (src) return html.includes(src.replace(/&/g, '&amp;')) || html.includes(src);
  const classes = /\sclass="([^"]+)"/.exec(snippet)?.[1];
  return classes ? html.includes(`class="${classes}"`) : false;
}

/** Runs per page (BENCH_LIGHTHOUSE_RUNS, default 3): one is enough to look at a change, three to quote. */
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * A run Lighthouse could not score (NO_LCP, a page it saw no paint of on a busy machine) is run
 * again, up to twice per page, so a median is of scored runs rather than NaN.
 */
const retriesPerPage = 2;

async function medianOf(url: string, runs = runsPerPage) {
  const results: Run[] = [];
  let retries = retriesPerPage;
  while (results.length < runs) {
    const run = await audit(url);
    if (Number.isNaN(run.performance) && retries > 0) {
      retries -= 1;
      continue;
    }
    results.push(run);
  }
  return {
    /** Each run's TBT, in the order measured: the spread behind the median (TBT swings on 2 cores). */
    tbtRuns: results.map((r) => r.tbt),
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    ttfb: median(results.map((r) => r.ttfb)),
    lcpSnippet: results[0]?.lcpSnippet ?? '',
    a11yFailures: [...new Set(results.flatMap((r) => r.a11yFailures))],
  };
}

/** Serves a built static app (the floor) with SPA fallback on a free port. */
function serveStatic(dir: string) {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname);
    const target = file.startsWith(dir) && existsSync(file) && pathname !== '/' ? file : path.join(dir, 'index.html');
    response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

/** The mall as `npm start` serves it: the built front end and the API on one origin, fresh database. */
async function startMall(root: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-lh-'));
  const port = 18_900 + Math.floor(Math.random() * 90);
  // Vite's build (the floor) sets NODE_ENV=production in this process; the mall runs as `npm start` does.
  const { NODE_ENV: _buildMode, ...env } = process.env;
  const child = spawn('pnpm', ['--filter', '@mall/api', 'start'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid && !exited) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (exited || i > 240) {
      stop();
      throw new Error(`the mall did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop };
}

const fmt = (r: Awaited<ReturnType<typeof medianOf>>) =>
  `perf ${r.performance.toFixed(2)}  a11y ${r.accessibility.toFixed(2)}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${r.tbt.toFixed(0)} ms (runs ${r.tbtRuns.map((tbt) => tbt.toFixed(0)).join(' · ')})  CLS ${r.cls.toFixed(3)}  TTFB ${r.ttfb.toFixed(0)} ms`;

/**
 * Lighthouse mobile, median of 3 (notes/targets.md: TBT swings on 2 cores), for the floor and the
 * mall's pages, with the LCP ratio to the floor measured in the same run. Figures, never pass/fail.
 */
export async function lighthouseBench({
  root,
  floorDir,
  // BENCH_PAGES (comma-separated paths) looks at some pages only.
  pages = process.env.BENCH_PAGES?.split(',') ?? [
    '/home',
    `/goodsList?keyword=${encodeURIComponent('戒指')}`,
    '/goods?mouldNo=JYG00001',
    '/todaygold',
  ],
}: {
  root: string;
  floorDir: string;
  pages?: string[];
}): Promise<void> {
  if (!existsSync(path.join(root, 'apps/mall/dist/index.html'))) {
    console.log('lighthouse: no build of the mall; run `pnpm build` first');
    return;
  }
  const floor = await serveStatic(floorDir);
  const mall = await startMall(root);
  try {
    const floorFigures = await medianOf(`${floor.url}/`);
    console.log(`${'floor'.padEnd(12)} ${fmt(floorFigures)}`);
    for (const page of pages) {
      const figures = await medianOf(`${mall.url}${page}`);
      const html = await (await fetch(`${mall.url}${page}`, { headers: { accept: 'text/html' } })).text();
      console.log(
        `${page.padEnd(12)} ${fmt(figures)}  LCP ${(figures.lcp / floorFigures.lcp).toFixed(2)}× the floor  LCP element in the first HTML: ${isInHtml(figures.lcpSnippet, html) ? 'yes' : 'no'}`,
      );
      if (figures.a11yFailures.length > 0)
        console.log(`${''.padEnd(12)} accessibility audits failed: ${figures.a11yFailures.join(', ')}`);
    }
  } finally {
    floor.close();
    mall.stop();
  }
}
