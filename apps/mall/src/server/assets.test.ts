import { describe, expect, it } from 'vitest';
import { pageAssets, textAssets, type BuildManifest } from './assets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'], imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  '_Price.js': { file: 'assets/Price-c.js', css: ['assets/Price-c.css'], imports: ['_vendor.js'] },
  'src/pages/GoodsPage.tsx': {
    file: 'assets/GoodsPage-d.js',
    css: ['assets/GoodsPage-d.css'],
    imports: ['_Price.js', '_vendor.js'],
    dynamicImports: ['src/GoodsTabs.tsx'],
  },
  'src/GoodsTabs.tsx': { file: 'assets/GoodsTabs-e.js', css: ['assets/GoodsTabs-e.css'], imports: ['_Tabs.js'] },
  '_Tabs.js': { file: 'assets/Tabs-f.js', css: ['assets/Tabs-f.css'] },
  '_i18n-zh-CN-g.js': { file: 'assets/i18n-zh-CN-g.js', name: 'i18n-zh-CN' },
  '_i18n-en-h.js': { file: 'assets/i18n-en-h.js', name: 'i18n-en' },
  '_i18n-zh-TW-i.js': { file: 'assets/i18n-zh-TW-i.js', name: 'i18n-zh-TW' },
  // A namespace of the shell is in its language's chunk; a page's namespace is a chunk of its own.
  '../../packages/features/layout/src/i18n/zh-CN.json': { file: 'assets/i18n-zh-CN-g.js', name: 'i18n-zh-CN' },
  '../../packages/features/goods/src/i18n/zh-CN.json': { file: 'assets/zh-CN-j.js', name: 'zh-CN' },
  '../../packages/features/goods/src/i18n/en.json': { file: 'assets/en-k.js', name: 'en' },
  '../../packages/features/cart/src/i18n/zh-CN.json': { file: 'assets/zh-CN-l.js', name: 'zh-CN' },
};

describe('pageAssets (issue #16: a server-rendered page is styled in its first HTML)', () => {
  it('preloads the page module and its static imports, not what the entry already loads', () => {
    expect(pageAssets(manifest, 'src/pages/GoodsPage.tsx').scripts).toEqual([
      '/assets/GoodsPage-d.js',
      '/assets/Price-c.js',
    ]);
  });

  it('links the styles of the page, its imports and its lazy parts (drawn in the HTML), not their scripts', () => {
    expect(pageAssets(manifest, 'src/pages/GoodsPage.tsx').styles).toEqual([
      '/assets/GoodsPage-d.css',
      '/assets/Price-c.css',
      '/assets/GoodsTabs-e.css',
      '/assets/Tabs-f.css',
    ]);
  });

  it('leaves the lazy parts out for a module whose lazy parts the server never draws (the frame’s pop-ups)', () => {
    expect(pageAssets(manifest, 'src/pages/GoodsPage.tsx', { lazyStyles: false }).styles).toEqual([
      '/assets/GoodsPage-d.css',
      '/assets/Price-c.css',
    ]);
  });

  it('gives nothing for a module the build does not know', () => {
    expect(pageAssets(manifest, 'src/pages/Nope.tsx')).toEqual({ scripts: [], styles: [] });
  });
});

describe('textAssets (issue #16: the texts come as a cached module, not inside every page)', () => {
  it.each([
    ['zh-CN', ['/assets/i18n-zh-CN-g.js']],
    ['en', ['/assets/i18n-en-h.js', '/assets/i18n-zh-CN-g.js']],
    ['zh-TW', ['/assets/i18n-zh-TW-i.js', '/assets/i18n-zh-CN-g.js']],
  ])('%s: its own texts and zh-CN, the fallback', (locale, files) => {
    expect(textAssets(manifest, locale)).toEqual(files);
  });
});

describe('textAssets with the namespaces a page drew (issue #16: a page carries only its own texts)', () => {
  it.each([
    ['zh-CN', ['goods'], ['/assets/i18n-zh-CN-g.js', '/assets/zh-CN-j.js']],
    ['zh-CN', ['layout', 'goods', 'cart'], ['/assets/i18n-zh-CN-g.js', '/assets/zh-CN-j.js', '/assets/zh-CN-l.js']],
    ['en', ['goods'], ['/assets/i18n-en-h.js', '/assets/i18n-zh-CN-g.js', '/assets/en-k.js', '/assets/zh-CN-j.js']],
    ['zh-CN', ['nope'], ['/assets/i18n-zh-CN-g.js']],
  ])(
    '%s with %j: the shell chunk once, then each page namespace in the language and zh-CN',
    (locale, namespaces, files) => {
      expect(textAssets(manifest, locale, namespaces)).toEqual(files);
    },
  );
});
