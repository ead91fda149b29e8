import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The reference server answers these in development (`pnpm dev` in apps/api runs it on 8080).
const serverPaths = '^/(config\\.json|healthz|readyz|api/|auth/|docs|oidc|brand/|media/|[a-z0-9]+[-_])';

/**
 * The operations console (issue #29): client-rendered (staff only; no search engine reads it), served
 * by the API server at /ops/ beside the mall, so `npm start` keeps one origin.
 */
export default defineConfig({
  base: '/ops/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The contract's schemas are pure calls: the console uses its paths, rules and types only.
      treeshake: { manualPureFunctions: ['Type'], propertyReadSideEffects: false },
    },
  },
  server: {
    port: 5174,
    proxy: { [serverPaths]: { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
