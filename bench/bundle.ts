import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sizes of a file as served: raw, gzip and brotli (quality 11, as a CDN would pre-compress). */
export function compressedSizes(buffer: Buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The JS and CSS a first visit loads: the entry script, its modulepreloads and the stylesheets. */
export function firstLoadAssets(indexHtml: string): string[] {
  const assets = new Set<string>();
  for (const match of indexHtml.matchAll(/<(?:script[^>]+src|link[^>]+href)="([^"]+\.(?:js|css))"/g)) {
    if (match[1]) assets.add(match[1]);
  }
  return [...assets];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export type Sizes = ReturnType<typeof compressedSizes>;

/** The first-load weight of a built app (index.html's scripts, preloads and stylesheets). */
export function firstLoadSizes(distDir: string): Sizes {
  const initial = firstLoadAssets(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  return initial
    .map((asset) => compressedSizes(readFileSync(path.join(distDir, asset))))
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}

/** Prints the first-load weight of the built mall and every lazy chunk; returns the first-load total. */
export function bundleReport(distDir: string): Sizes | undefined {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    console.log(`bundle: no build at ${distDir}; run \`pnpm build\` first`);
    return undefined;
  }
  const initial = firstLoadAssets(readFileSync(indexPath, 'utf8'));
  let total = { raw: 0, gzip: 0, brotli: 0 };
  console.log('first load (index.html, with the zh-CN texts it preloads):');
  for (const asset of initial) {
    const sizes = compressedSizes(readFileSync(path.join(distDir, asset)));
    total = { raw: total.raw + sizes.raw, gzip: total.gzip + sizes.gzip, brotli: total.brotli + sizes.brotli };
    console.log(`  ${asset.padEnd(44)} ${kb(sizes.brotli).padStart(9)} br  ${kb(sizes.gzip).padStart(9)} gz`);
  }
  console.log(
    `  ${'total'.padEnd(44)} ${kb(total.brotli).padStart(9)} br  ${kb(total.gzip).padStart(9)} gz  (${kb(total.raw)} raw)`,
  );
  console.log('lazy chunks:');
  const assetsDir = path.join(distDir, 'assets');
  for (const file of readdirSync(assetsDir).sort()) {
    if (!file.endsWith('.js') || initial.some((asset) => asset.endsWith(file))) continue;
    const sizes = compressedSizes(readFileSync(path.join(assetsDir, file)));
    console.log(`  ${file.padEnd(44)} ${kb(sizes.brotli).padStart(9)} br`);
  }
  return total;
}

/** The files a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), by name within assets/. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** A benched page: its lazy page module (`assets/<Page>-*.js`) and the text namespaces it draws beyond the shell's. */
export type BenchRoute = { module: string; texts: readonly string[] };

/** The zh-CN text chunks of these namespaces (each feature's `src/i18n/zh-CN.json` is a chunk of its own), from the build manifest. */
export function textChunks(distDir: string, namespaces: readonly string[]): string[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (namespaces.length === 0 || !existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  // Namespaces that share a chunk (the frame's) count it once.
  const files = namespaces.flatMap((namespace) => {
    const source = Object.keys(manifest).find((key) => key.endsWith(`/features/${namespace}/src/i18n/zh-CN.json`));
    return source ? [path.basename(manifest[source]?.file ?? '')] : [];
  });
  return [...new Set(files)];
}

/**
 * The JS and CSS a route adds on top of the first load: its lazy page module (`assets/<Page>-*.js`),
 * the chunks it imports statically (transitively) that the first load did not already bring, their
 * stylesheets (`<chunk>.css` beside a chunk of the same name) and the texts of its namespaces.
 */
export function routeChunks(distDir: string, route: BenchRoute, initial: readonly string[]): string[] {
  const assetsDir = path.join(distDir, 'assets');
  const files = readdirSync(assetsDir);
  const entry = files.find((file) => file.startsWith(`${route.module}-`) && file.endsWith('.js'));
  if (!entry) return [];
  const loaded = new Set(initial.map((asset) => path.basename(asset)));
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(path.join(assetsDir, file), 'utf8')));
  }
  const css = [...seen]
    .map((file) => file.replace(/\.js$/, '.css'))
    .filter((file) => files.includes(file) && !loaded.has(file));
  const texts = textChunks(distDir, route.texts).filter((file) => !loaded.has(file) && !seen.has(file));
  return [...seen, ...css, ...texts];
}

/**
 * The pages whose route weight the report prints: path → lazy page module (apps/mall/src/app/routes.tsx)
 * and the namespaces beyond the shell's it draws (the `namespaces` of its server render, issue #16).
 */
export const benchRoutes = {
  '/home': { module: 'HomePage', texts: ['content'] },
  '/goodsList': { module: 'GoodsListPage', texts: [] },
  '/goods': { module: 'GoodsPage', texts: ['goods'] },
  '/royalty/goods': { module: 'RoyaltyGoodsPage', texts: [] },
} as const satisfies Record<string, BenchRoute>;

/**
 * The page frame's islands (apps/mall/src/app/framePartsModule.tsx: notice bar and header, footer,
 * floating buttons, cookie banner) and their texts: not in the first load, every page fetches them
 * while it hydrates (issue #16), so each route is counted on top of them.
 */
export const frameIslands: BenchRoute = { module: 'framePartsModule', texts: ['layout', 'search'] };

/** What every page fetches after its first load (the frame's islands), and the assets of both. */
export function frameChunks(distDir: string, initial: readonly string[]) {
  const frame = routeChunks(distDir, frameIslands, initial);
  return { frame, loaded: [...initial, ...frame.map((chunk) => `/assets/${chunk}`)] };
}

/** Prints its chunks and total; returns the total. */
function printChunks(distDir: string, label: string, chunks: readonly string[]): Sizes {
  let sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const chunk of chunks) {
    const sizes = compressedSizes(readFileSync(path.join(distDir, 'assets', chunk)));
    sum = { raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip, brotli: sum.brotli + sizes.brotli };
    console.log(`  ${label.padEnd(14)} ${chunk.padEnd(44)} ${kb(sizes.brotli).padStart(9)} br`);
  }
  return sum;
}

/**
 * Prints what the frame's islands add to the first load, then what each route adds on top of both,
 * with every page's total (first load + frame + route chunks).
 */
export function routeReport(distDir: string, first: Sizes): void {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return;
  const { frame, loaded } = frameChunks(distDir, firstLoadAssets(readFileSync(indexPath, 'utf8')));
  console.log('the frame’s islands (every page, fetched while it hydrates):');
  const frameSum = printChunks(distDir, 'frame', frame);
  console.log(
    `  ${'frame'.padEnd(14)} ${'total'.padEnd(44)} ${kb(frameSum.brotli).padStart(9)} br; with the first load ${kb(first.brotli + frameSum.brotli)} br`,
  );
  console.log('route chunks (on top of the first load and the frame):');
  for (const [route, page] of Object.entries(benchRoutes)) {
    const chunks = routeChunks(distDir, page, loaded);
    if (chunks.length === 0) {
      console.log(`  ${route}: no chunk named ${page.module}-*.js`);
      continue;
    }
    const sum = printChunks(distDir, route, chunks);
    console.log(
      `  ${route.padEnd(14)} ${'route total'.padEnd(44)} ${kb(sum.brotli).padStart(9)} br  ${kb(sum.gzip).padStart(9)} gz; the whole page ${kb(first.brotli + frameSum.brotli + sum.brotli)} br (target: each lazy chunk ≤ 30 KB br)`,
    );
  }
}

/**
 * Builds the bare stack floor (bench/floor: React, router, SWR, i18next, redaxios, one heading and
 * one image) with the same Vite, so the mall's first load is compared within one run.
 */
export async function buildFloor(outDir: string): Promise<Sizes> {
  const { build } = await import('vite');
  const root = path.join(import.meta.dirname, 'floor');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return firstLoadSizes(outDir);
}

/** Prints the mall's first load against the floor's. */
export function printRatio(mall: Sizes, floor: Sizes): void {
  console.log(
    `floor first load: ${kb(floor.brotli)} br; mall first load (what every page loads; each route adds its own, above): ${kb(mall.brotli)} br = ${(mall.brotli / floor.brotli).toFixed(2)}× the floor (target ≤ 1.3×, goal 1.15×)`,
  );
}
