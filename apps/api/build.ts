import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * The production build of the server (issue #17): `dist/main.js` runs on plain `node`, no TypeScript
 * loader. Our sources and the workspace packages (@mall/contract is TypeScript source) are bundled;
 * every package from the registry stays an import resolved from node_modules at run time, so the
 * native and wasm ones (@node-rs/argon2, @electric-sql/pglite, pg) load their files as they expect.
 * The migrations (`drizzle/`) and the built mall are found beside the bundle at run time.
 */
const apiDir = import.meta.dirname;
const outdir = path.join(apiDir, 'dist');

const registryPackagesStayExternal: Plugin = {
  name: 'registry-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mall/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiDir,
  // main: the server; backup: `node dist/backup.js backup|restore` where the image has no pnpm.
  // pdfWorker: the worker thread that draws PDFs (src/pdf/pdfPool.ts starts dist/pdfWorker.js beside main.js).
  entryPoints: { main: 'src/main.ts', backup: 'src/db/backupCli.ts', pdfWorker: 'src/pdf/pdfWorker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [registryPackagesStayExternal],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.warn(
  `api build: ${path.relative(process.cwd(), outdir) || '.'} (${Math.round(bytes / 1024)} KiB of JavaScript)`,
);
