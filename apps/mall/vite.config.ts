import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

// The reference server answers these in development (`pnpm dev` runs it on 8080).
const serverPaths = '^/(config\\.json|healthz|readyz|api/|auth/|__dev/|docs|oidc|crm-[a-z]+-api/|[a-z0-9]+[-_])';

/** The app's texts, which `loadLocale` loads at start (src/i18n/locales.ts), in one language. */
const shellTexts = (locale: string) => new RegExp(`apps[\\\\/]mall[\\\\/]src[\\\\/]i18n[\\\\/]${locale}\\.json$`);

/**
 * Preloads the zh-CN texts from index.html: every visit needs them (the default language, and the
 * fallback of the other two), and the entry would otherwise ask for them only once it runs.
 */
function preloadDefaultTexts(): Plugin {
  return {
    name: 'mall:preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'i18n-zh-CN',
        );
        return chunk
          ? [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
                injectTo: 'head',
              },
            ]
          : [];
      },
    },
  };
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`) copy beside each text file of the client
 * build, which the server sends as they are to a browser that accepts them (`preCompressed` of
 * @fastify/static): the best compression, paid once at build instead of per request.
 */
function precompress(): Plugin {
  return {
    name: 'mall:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        // What was just written, from the bundle itself rather than read back from disk.
        const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (source.length < 1024) continue;
        const file = path.join(dir, fileName);
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        await writeFile(`${file}.br`, brotli);
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), preloadDefaultTexts(), ...(isSsrBuild ? [] : [precompress()])],
  build: {
    target: 'es2022',
    // The server renders the public pages (issue #16) and links each page's chunks from this manifest.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Route modules are split by React Router's lazy(); keep vendor code in one cached chunk.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The contract's TypeBox schemas are built by pure calls (Type.Object(…), and its own helpers
          // marked @__NO_SIDE_EFFECTS__) over spread field groups; the mall uses only the contract's
          // paths, rules and types, so the unused schemas, and TypeBox itself (9 KB br), stay behind.
          // Reading a property is taken as free of side effects: no module here runs a getter for effect.
          treeshake: { manualPureFunctions: ['Type'], propertyReadSideEffects: false },
          output: {
            advancedChunks: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr)[\\/]/,
                  priority: 20,
                },
                // The texts: one chunk per language, fetched beside the config before the first render,
                // with the namespace of `loadLocale` (src/i18n/locales.ts); each deferred namespace
                // (`deferredLocales`, the frame's islands' too) stays a chunk of its own, downloaded
                // when a page asks for it (a server-drawn page preloads those it used).
                { name: 'i18n-zh-CN', test: shellTexts('zh-CN'), priority: 15 },
                { name: 'i18n-zh-TW', test: shellTexts('zh-TW'), priority: 15 },
                { name: 'i18n-en', test: shellTexts('en'), priority: 15 },
                // Every other module of the first load in one chunk (issue #16): left to themselves they
                // split into the pieces the lazy pages share too (a button, the paths, a hook), each
                // compressed alone, which cost 6 KB br more. Only the first load's own modules, not
                // their dependencies, so nothing only a lazy page uses comes along.
                { name: 'shell', test: /./, tags: ['$initial'], includeDependenciesRecursively: false, priority: 10 },
              ],
            },
          },
        },
  },
  // The server entry (issue #16) is one bundle with every dependency in it, built for production:
  // React's server renderer in its production build whatever NODE_ENV the API runs with (the
  // development build renders several times slower), and one copy of React for every library.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { [serverPaths]: { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
