import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tools/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
/**
 * `TEST_SET=nightly` (npm run test:nightly) adds what the landing set leaves out to stay under CI's 15 minutes
 * on a 2-core machine: kill -9 under load in the cluster project, and every API test on PGlite as well as PostgreSQL
 * (apps/api/test/harness.ts). The landing set still runs PGlite in the API tests that name it and in every
 * end-to-end journey (the reference server's embedded database).
 */
const nightly = process.env.TEST_SET === 'nightly';

/** Real processes (issue #17): API instances on one PostgreSQL behind nginx, and kill -9 under load. */
const clusterProject = {
  test: {
    name: 'cluster',
    environment: 'node' as const,
    // The landing set runs two instances behind nginx; the kill -9 under load (a minute) is nightly.
    include: [nightly ? 'apps/api/test/cluster/**/*.test.ts' : 'apps/api/test/cluster/cluster.test.ts'],
    globalSetup: ['apps/api/test/cluster/globalSetup.ts'],
    // One file at a time: each starts processes of its own on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
};

/**
 * One Vitest run, four projects (STYLE.md §11):
 * - unit: the spec's rules and the packages' pure code, in Node;
 * - api: the reference server against a real database (PGlite, and PostgreSQL when available);
 * - cluster: real server processes: two instances on one PostgreSQL behind nginx, and (nightly) crashes under load;
 * - storybook: every story as a test in Debian chromium, with its play function and an axe check.
 */
export default defineConfig({
  test: {
    // Two files at a time in every project (the default on 2 cores is one; vitest wants one figure for the
    // projects that run side by side): an API file waits on PostgreSQL, a PDF worker or a timer much of its time, a
    // story on its calls and animations, and once the stories were done a second core sat idle for minutes.
    maxWorkers: 2,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Pure rules and packages' own code: one module graph for all files halves the run (93 → 45 s
          // here); each test builds what it needs.
          isolate: false,
          include: [
            'packages/**/src/**/*.test.{ts,tsx}',
            'apps/mall/src/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.test.ts',
            'tools/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'tools/boundaries/fixtures/**'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // Every file starts its own server on its own fresh database, so sharing the module graph
          // between files is safe and saves the re-import of the server for each.
          isolate: false,
          include: ['apps/api/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/api/test/cluster/**'],
          globalSetup: ['apps/api/test/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      clusterProject,
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // One page for all story files: the per-file page setup (2.5 s × 93 files here) was more
          // than half the run. The setup file clears what a story leaves outside its React tree.
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
