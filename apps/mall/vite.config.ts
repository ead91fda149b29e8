import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The reference server answers these in development (`pnpm dev` runs it on 8080).
const serverPaths = '^/(config\\.json|healthz|api/|auth/|__dev/|docs|oidc|crm-[a-z]+-api/|[a-z0-9]+[-_])';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    // Route modules are split by React Router's lazy(); keep vendor code in one cached chunk.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { [serverPaths]: { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
