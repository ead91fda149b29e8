import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** One Storybook for the design system and the feature containers (STYLE.md §1). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui-kit/src/**/*.stories.@(ts|tsx)', '../packages/features/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // msw's service worker for feature stories.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Cold-cache gotcha (notes/toolchain.md): pre-bundle what Vite would otherwise discover mid-run.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/dynamic',
          'react-aria-components',
          '@internationalized/date',
          'msw-storybook-addon',
          'msw',
          'msw/browser',
          'storybook/test',
          'react-dom/client',
          // The Tabs story that hydrates server markup.
          'react-dom/server',
          'axe-core',
          // Feature stories: the app's providers.
          'swr',
          'i18next',
          'react-i18next',
          'redaxios',
        ],
      },
    });
  },
};

export default config;
