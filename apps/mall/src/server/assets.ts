/** One entry of Vite's build manifest (`build.manifest`), keyed by source path. */
export type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  /** The chunk's name (e.g. `i18n-zh-CN`, a group of vite.config.ts). */
  name?: string;
};

/** Vite's build manifest of the client build (dist/.vite/manifest.json). */
export type BuildManifest = Record<string, ManifestChunk>;

/** The scripts and style sheets a server-rendered page links in its head. */
export type PageAssets = { scripts: string[]; styles: string[] };

/**
 * What a page's route module needs beyond the entry (issue #16): its chunk and the chunks it
 * imports statically (module preloads, so the module is there when the browser hydrates), and the
 * style sheets of those and of the components they load lazily (below the fold, but drawn in the
 * server's HTML, so they must not show unstyled). The entry's own files are in index.html already.
 * `lazyStyles: false` leaves the lazy components' style sheets out, for a module whose lazy parts
 * the server never draws (the frame's pop-ups open on a tap).
 */
export function pageAssets(
  manifest: BuildManifest,
  module: string,
  { lazyStyles = true }: { lazyStyles?: boolean } = {},
): PageAssets {
  const entry = manifest['index.html'];
  const inEntry = new Set<string>();
  const walkEntry = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    for (const child of manifest[key]?.imports ?? []) walkEntry(child);
  };
  if (entry) walkEntry('index.html');
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, isStatic: boolean) => {
    if (seen.has(key) || inEntry.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.add(key);
    if (isStatic) scripts.push(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) if (!styles.includes(`/${sheet}`)) styles.push(`/${sheet}`);
    for (const child of chunk.imports ?? []) visit(child, isStatic);
    // A lazy component of the page (reviews, recommendations): its styles, not its script.
    if (isStatic && lazyStyles) for (const child of chunk.dynamicImports ?? []) visit(child, false);
  };
  visit(module, true);
  return { scripts, styles };
}

/**
 * The texts' chunks a page needs, in its language and in zh-CN, the fallback: the shell's
 * (`i18n-<locale>`, vite.config.ts) and those of the namespaces the page used that load on demand
 * (a feature's `src/i18n/<locale>.json`, a chunk of its own). Module preloads, so the browser has
 * them, cached across pages, by the time it hydrates. They are not inlined in the page, which every
 * page view would download again.
 */
export function textAssets(manifest: BuildManifest, locale: string, namespaces: readonly string[] = []): string[] {
  const locales = locale === 'zh-CN' ? [locale] : [locale, 'zh-CN'];
  const shellNames = new Set(locales.map((one) => `i18n-${one}`));
  const shell = Object.values(manifest)
    .filter((chunk) => chunk.name !== undefined && shellNames.has(chunk.name))
    .sort((a, b) => (a.name === `i18n-${locale}` ? -1 : b.name === `i18n-${locale}` ? 1 : 0));
  const files = locales.flatMap((one) => namespaces.map((namespace) => `/features/${namespace}/src/i18n/${one}.json`));
  const sources = Object.keys(manifest);
  const pageTexts = files.flatMap((file) => {
    const source = sources.find((key) => key.endsWith(file));
    return source ? [manifest[source] as ManifestChunk] : [];
  });
  return [...new Set([...shell, ...pageTexts].map((chunk) => `/${chunk.file}`))];
}
