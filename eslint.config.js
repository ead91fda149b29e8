import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '**/.data/**',
      '.storybook/public/**',
      'tools/boundaries/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // ui-kit props say intent: no raw className/style passthrough on product components (STYLE.md §2).
    files: ['packages/ui-kit/src/{primitives,views}/**/*.tsx'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSPropertySignature[key.name=/^(className|style)$/]',
          message: 'ui-kit components take intent props (tone, size, variant), not className or style.',
        },
        {
          // Issue #31 item 7: every time shown is China time, wherever the browser is.
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Times are shown in China time: use core's chinaTimeFormat (or chinaDay, chinaDateTime).",
        },
      ],
    },
  },
  {
    // Features and the mall wire ui-kit to data and never style (STYLE.md §2, issue #37): what a container
    // or page wants to look different becomes a ui-kit view or a layout atom's props. Stories included.
    // dependency-cruiser keeps their .css.ts files and @mall/ui-kit/vars out; this keeps the attributes out.
    files: ['packages/features/**/*.{ts,tsx}', 'apps/mall/**/*.{ts,tsx}', 'apps/ops/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(className|style)$/]',
          message: "Features and the mall do not style: use a ui-kit view or a layout atom's props (STYLE.md §2).",
        },
        {
          // Issue #31 item 7: every time shown is China time, wherever the browser is.
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Times are shown in China time: use core's chinaTimeFormat (or chinaDay, chinaDateTime).",
        },
      ],
    },
  },
  {
    // Nothing in ui-kit fetches or stores (STYLE.md §2): data arrives as props, events leave as callbacks.
    // dependency-cruiser keeps the data libraries out; this keeps the browser's own ones out.
    files: ['packages/ui-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'localStorage', 'sessionStorage', 'indexedDB'].map(
          (name) => ({ name, message: 'ui-kit never fetches or stores: take data as props, report with onX.' }),
        ),
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tools/**', 'apps/api/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
