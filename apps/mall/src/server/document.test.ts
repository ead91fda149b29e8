import { describe, expect, it } from 'vitest';
import {
  composeDocument,
  entryAfterPaint,
  escapeHtml,
  inlineStyleSheet,
  lcpImagePreload,
  preloadsPerTask,
  scriptJson,
} from './document';
import { canonicalUrl } from './head';
import type { HydrationState } from './hydrationState';

const template = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="默认描述"
    />
    <title>金缘珠宝官方商城</title>
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/i18n-zh-CN-x.js">
  </head>
  <body>
    <div id="root"></div>
    <noscript>需要启用 JavaScript</noscript>
  </body>
</html>`;

const state = {
  locale: 'en',
  data: { k: { data: '</script><script>alert(1)</script>' } },
} as unknown as HydrationState;

describe('composeDocument (issue #16)', () => {
  const html = composeDocument(template, {
    locale: 'en',
    head: '<title>足金戒指 - 金缘珠宝官方商城</title>',
    assets: { scripts: ['/assets/GoodsPage-d.js'], styles: ['/assets/GoodsPage-d.css'] },
    appHtml: '<h1>足金戒指</h1><img src="/goods/1.svg" fetchpriority="high"/>',
    state,
    nonce: 'abc123',
  });

  it('puts the page’s own head in place of the default title and description', () => {
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>足金戒指 - 金缘珠宝官方商城</title>');
    expect(html).not.toContain('默认描述');
    expect(html).not.toContain('noscript');
  });

  it('drops the config preload (the config travels in the page) and the template’s texts, and links the page’s files', () => {
    expect(html).not.toContain('/config.json');
    expect(html).not.toContain('i18n-zh-CN');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/GoodsPage-d.css">');
    expect(html).toContain(
      `<script nonce="abc123">${entryAfterPaint('/assets/index-a.js', ['/assets/GoodsPage-d.js'])}</script>`,
    );
  });

  it('puts the scripts after the page, so its pictures are asked for first', () => {
    const state = html.indexOf('id="mall-state"');
    expect(html.indexOf('requestAnimationFrame')).toBeGreaterThan(state);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
  });

  it('asks for the LCP picture before the head’s first style sheet or script', () => {
    const preload = html.indexOf('<link rel="preload" as="image" href="/goods/1.svg" fetchpriority="high">');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<script nonce'));
    expect(preload).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('sets the page zoom in the head before anything paints, with the response’s nonce', () => {
    expect(html).toMatch(/<script nonce="abc123">\(function\(\)\{[^<]*--mall-zoom[^<]*<\/script>/);
    expect(html.indexOf('nonce="abc123"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fills the root and carries the state as a JSON data block that cannot close its script', () => {
    expect(html).toContain(
      '<div id="root"><h1>足金戒指</h1><img src="/goods/1.svg" fetchpriority="high"/></div><script type="application/json" id="mall-state">',
    );
    expect(html).not.toContain('</script><script>alert');
    const block = /id="mall-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(state);
  });
});

describe('the entry starts once the page is painted (issue #16: the first paint waited for the modules)', () => {
  it('asks for the modules and the entry in the frame after the first paint, the addresses as data', () => {
    const script = entryAfterPaint('/assets/index-a.js', ['/assets/vendor-v.js', '/assets/GoodsPage-d.js']);
    expect(script).toMatch(/^requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{/);
    expect(script).toContain(`u=["/assets/vendor-v.js","/assets/GoodsPage-d.js"]`);
    expect(script).toContain(`l.rel='modulepreload'`);
    expect(script).toContain(`s.type='module'`);
    expect(script).toContain('s.src="/assets/index-a.js"');
    expect(entryAfterPaint('/assets/"x</script>.js', ['/assets/</script>'])).not.toContain('</script>');
  });

  it('runs in a page: the entry once a frame has been drawn, then the preloads a few per task', () => {
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const appended: string[] = [];
    const element = (tag: string) => ({ tag }) as Record<string, string>;
    const document = {
      head: {
        appendChild: (node: Record<string, string>) =>
          appended.push(`${node.tag} ${node.rel ?? node.type} ${node.href ?? node.src}`),
      },
      createElement: element,
    };
    const modules = Array.from({ length: preloadsPerTask * 2 + 1 }, (_, n) => `/assets/m${String(n)}.js`);
    new Function(
      'requestAnimationFrame',
      'setTimeout',
      'document',
      'navigator',
      entryAfterPaint('/assets/index-a.js', modules),
    )(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      document,
      { language: 'zh-CN' },
    );
    const runTimers = () => timers.splice(0).forEach((callback) => callback());
    expect(appended).toEqual([]);
    frames.forEach((callback) => callback());
    expect(appended).toEqual([]);
    runTimers();
    expect(appended).toEqual(['script module /assets/index-a.js']);
    // Intl's locale data is loaded in two tasks of its own (the test page has it; a page without it goes on).
    runTimers();
    expect(appended).toEqual(['script module /assets/index-a.js']);
    runTimers();
    expect(appended).toEqual(['script module /assets/index-a.js']);
    runTimers();
    const preloaded = (from: number, to: number) => modules.slice(from, to).map((href) => `link modulepreload ${href}`);
    expect(appended).toEqual(['script module /assets/index-a.js', ...preloaded(0, preloadsPerTask)]);
    runTimers();
    expect(appended).toHaveLength(1 + preloadsPerTask * 2);
    runTimers();
    expect(appended).toEqual(['script module /assets/index-a.js', ...preloaded(0, modules.length)]);
    runTimers();
    expect(timers).toEqual([]);
  });

  it('keeps the plain module script where there is no nonce to run an inline one', () => {
    const html = composeDocument(template, {
      locale: 'zh-CN',
      head: '',
      assets: { scripts: [], styles: [] },
      appHtml: '',
      state,
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
  });
});

describe('style sheets written into the page (issue #16: no render-blocking request)', () => {
  const sheets: Record<string, string> = {
    '/assets/index-b.css': ':root{--brand:#a4141d}',
    '/assets/GoodsPage-d.css': '.g{content:"$&"}',
  };
  const html = composeDocument(
    template.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-b.css">\n</head>'),
    {
      locale: 'zh-CN',
      head: '',
      assets: { scripts: [], styles: ['/assets/GoodsPage-d.css', '/assets/Unknown-e.css'] },
      appHtml: "<p>价格 $& 与 $'</p>",
      state,
      styleText: (href) => sheets[href],
    },
  );

  it('writes the entry’s and the page’s sheets in, each beside a disabled link that is never fetched', () => {
    expect(html).toContain(
      '<style data-href="/assets/index-b.css">:root{--brand:#a4141d}</style><link rel="stylesheet" crossorigin href="/assets/index-b.css" disabled>',
    );
    expect(html).toContain(
      '<style data-href="/assets/GoodsPage-d.css">.g{content:"$&"}</style><link rel="stylesheet" crossorigin href="/assets/GoodsPage-d.css" disabled>',
    );
  });

  it('links a sheet whose text it does not have', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Unknown-e.css">');
  });

  it("keeps a page’s own `$&` and `$'` as they are", () => {
    expect(html).toContain('<div id="root"><p>价格 $& 与 $\'</p></div>');
  });

  it.each([
    ['a sheet that could close its element', 'a::after{content:"</style>"}'],
    ['one in capitals', 'a::after{content:"</STYLE"}'],
    ['no text', undefined],
  ])('links %s instead', (_case, css) => {
    expect(inlineStyleSheet('/assets/x.css', css)).toBe('<link rel="stylesheet" crossorigin href="/assets/x.css">');
  });
});

describe('lcpImagePreload (issue #16: the LCP picture is asked for first)', () => {
  it.each([
    [
      'the first picture marked high priority',
      '<img src="/a.svg" loading="lazy"/><img class="x" src="/goods/1.svg?w=1&amp;h=2" fetchpriority="high"/><img src="/c.svg" fetchpriority="high"/>',
      '<link rel="preload" as="image" href="/goods/1.svg?w=1&amp;h=2" fetchpriority="high">',
    ],
    [
      'a responsive one, with its candidates',
      '<img srcset="/a-1x.jpg 1x, /a-2x.jpg 2x" sizes="100vw" src="/a.jpg" fetchpriority="high">',
      '<link rel="preload" as="image" href="/a.jpg" imagesrcset="/a-1x.jpg 1x, /a-2x.jpg 2x" imagesizes="100vw" fetchpriority="high">',
    ],
    ['none marked', '<img src="/a.svg" loading="lazy"/>', ''],
    ['marked but without a source', '<img fetchpriority="high"/>', ''],
  ])('%s', (_case, html, preload) => {
    expect(lcpImagePreload(html)).toBe(preload);
  });
});

describe('scriptJson and escapeHtml', () => {
  it.each([
    ['</script>', '"\\u003c/script\\u003e"'],
    ['a&b', '"a\\u0026b"'],
    ['\u2028', '"\\u2028"'],
  ])('%j is written as %s', (value, written) => {
    expect(scriptJson(value)).toBe(written);
  });
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('canonicalUrl (issue #16: one address per page for search engines)', () => {
  it.each([
    ['/home', 'https://mall.cn/home'],
    ['/goods?mouldNo=JYG00001', 'https://mall.cn/goods?mouldNo=JYG00001'],
    ['/goodsList?sort=2&keyword=%E6%88%92', 'https://mall.cn/goodsList?keyword=%E6%88%92&sort=2'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalUrl('https://mall.cn', new URL(path, 'http://127.0.0.1:8080'))).toBe(canonical);
  });
});
