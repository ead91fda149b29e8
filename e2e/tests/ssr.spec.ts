import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { goodsDetail, holdBack, signInWithPassword, slow, wcag } from '../support/mall.ts';

/**
 * Issue #16: the public pages are rendered by the server with their data, then hydrated in the
 * browser without a mismatch and without asking again for what the page brought.
 */

type State = {
  locale: string;
  namespaces: string[];
  data: Record<string, { data?: unknown; error?: { status: number } }>;
};

/** The page's HTML as a search engine gets it (no JavaScript): status, markup of #root, hydration state. */
async function fetchPage(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const rootStart = html.indexOf('<div id="root">');
  const stateStart = html.indexOf('<script type="application/json" id="mall-state">');
  expect(rootStart, `${path} is server-rendered`).toBeGreaterThan(0);
  expect(stateStart).toBeGreaterThan(rootStart);
  const markup = html.slice(rootStart, stateStart);
  const stateJson = html.slice(stateStart, html.indexOf('</script>', stateStart)).replace(/^<script[^>]*>/, '');
  const state = JSON.parse(stateJson) as State;
  const text = markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  const headings = [...markup.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );
  return { status: response.status(), html, markup, text, headings, state };
}

/** The server's answer under an SWR key that contains `part` (the page's own call). */
function answer<T>(state: State, part: string): T {
  const key = Object.keys(state.data).find((name) => name.includes(part));
  expect(key, `the page brought the answer of ${part}`).toBeTruthy();
  return state.data[key as string]?.data as T;
}

type Titled = { title: string };

/** The first paragraph's text of an article's HTML. */
const firstParagraph = (html: string) => /<p>([^<]+)<\/p>/.exec(html)?.[1]?.trim() ?? '';
type Page1<T> = { list: T[] };

/** Each server-rendered page: its path, its main heading, and a text of its data that must be in the markup. */
const pages: { path: string; heading: (state: State) => string; shows: (state: State) => string }[] = [
  {
    path: '/home',
    heading: () => '金缘珠宝官方商城',
    shows: (state) => answer<(Titled & { isHomeFloor: boolean })[]>(state, '"content","topics"')[0]?.title ?? '',
  },
  {
    path: '/goodsList',
    heading: () => '全部商品',
    shows: (state) => answer<Page1<Titled>>(state, '"search","results"').list[0]?.title ?? '',
  },
  {
    path: '/todaygold',
    heading: () => '今日金价',
    shows: (state) => answer<{ todayPriceHK: string }>(state, '"goods","todayGoldPrice"').todayPriceHK,
  },
  {
    path: '/topics',
    heading: () => '精选专题',
    shows: (state) => answer<Titled[]>(state, '"content","topics"')[0]?.title ?? '',
  },
  {
    path: '/d?id=1',
    heading: (state) => answer<Titled>(state, '"content","topic",1').title,
    shows: (state) => answer<{ subtitle: string }>(state, '"content","topic",1').subtitle,
  },
  {
    path: '/helpCenter',
    heading: () => '帮助中心',
    shows: (state) =>
      answer<{ articles: Titled[] }[]>(state, '"articleCategories","help"')[0]?.articles[0]?.title ?? '',
  },
  {
    path: '/article',
    heading: () => '品牌资讯',
    shows: (state) => answer<Page1<Titled>>(state, '"content","articles"').list[0]?.title ?? '',
  },
  {
    path: '/article/detail?id=1',
    heading: (state) => answer<Titled>(state, '"content","article","id:1"').title,
    shows: (state) => firstParagraph(answer<{ bodyHtml: string }>(state, '"content","article","id:1"').bodyHtml),
  },
  {
    path: '/onlineOfficialStore',
    heading: () => '官方网店',
    shows: (state) => answer<Page1<{ name: string }>>(state, '"stores","online"').list[0]?.name ?? '',
  },
  {
    path: '/contact',
    heading: () => '联系我们',
    shows: (state) => firstParagraph(answer<{ bodyHtml: string }>(state, '"slug:contact"').bodyHtml),
  },
  {
    path: '/royalty/goods',
    heading: () => '员工权益金商城',
    shows: (state) => answer<Page1<{ goods: Titled }>>(state, '"search","royaltyGoods"').list[0]?.goods.title ?? '',
  },
];

test.describe('server-rendered pages, fetched without JavaScript (issue #16)', () => {
  for (const { path, heading, shows } of pages) {
    test(`${path} answers 200 with its heading and its data in the HTML`, async ({ page }) => {
      const fetched = await fetchPage(page, path);
      expect(fetched.status).toBe(200);
      expect(fetched.headings).toEqual([heading(fetched.state)]);
      const text = shows(fetched.state);
      expect(text.length, 'the page has data to show').toBeGreaterThan(0);
      expect(fetched.text).toContain(text);
      expect(fetched.html).toMatch(/<title>[^<]+ - 金缘珠宝官方商城<\/title>/);
      expect(fetched.html).toMatch(/<meta name="description" content="[^"]+">/);
      expect(fetched.html).toContain(`<link rel="canonical" href="`);
      expect(fetched.html).toMatch(/<meta property="og:title" content="[^"]+">/);
    });
  }

  test('a page names the texts it drew and preloads those beyond the shell’s, no others', async ({ page }) => {
    // The shell's texts (app) are one chunk per language, in the first load; every other namespace
    // (the header's and footer's layout and search, a page's own) is a chunk of its own
    // (assets/zh-CN-<hash>.js), preloaded with the page.
    const pageTexts = (html: string) => html.match(/\/assets\/zh-CN-[\w-]+\.js/g) ?? [];
    const cases = [
      { path: '/home', drew: 'content', own: 3 },
      { path: '/goods?mouldNo=JYG00001', drew: 'goods', own: 3 },
      { path: '/goodsList', drew: 'search', own: 2 },
    ];
    for (const { path, drew, own } of cases) {
      const { state, html } = await fetchPage(page, path);
      expect(state.namespaces, path).toEqual(expect.arrayContaining(['app', 'layout', drew]));
      // Neither the sign-in drawers' texts nor the bag's: those come when they open.
      expect(state.namespaces, path).not.toContain('auth');
      expect(state.namespaces, path).not.toContain('cart');
      expect(new Set(pageTexts(html)).size, path).toBe(own);
    }
  });

  for (const path of ['/home', '/goodsList', '/goods?mouldNo=JYG00001', '/todaygold']) {
    test(`${path} draws its main picture from the HTML at high priority, the others lazily (issue #16 §4)`, async ({
      page,
    }) => {
      const { markup } = await fetchPage(page, path);
      const images = [...markup.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
      // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
      const eager = images.filter((tag) => /fetchpriority="high"/i.test(tag));
      expect(eager.length, 'the LCP picture is in the server HTML at high priority').toBeGreaterThan(0);
      for (const tag of eager) expect(tag).toContain('loading="eager"');
      // Every other picture but the logo waits until it nears the viewport.
      const others = images.filter((tag) => !eager.includes(tag) && !tag.includes('/brand/'));
      for (const tag of others) expect(tag).toContain('loading="lazy"');
    });
  }

  test('/goods answers the piece with its Product JSON-LD (schema.org shape)', async ({ page }) => {
    const mouldNo = 'JYG00001';
    const goods = await goodsDetail<{ title: string; mouldNo: string; isSoldOut: boolean }>(page.request, mouldNo);
    expect(goods).not.toBeNull();
    const fetched = await fetchPage(page, `/goods?mouldNo=${mouldNo}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headings).toEqual([goods?.title]);
    expect(fetched.html).toContain(`<title>${goods?.title} - 金缘珠宝官方商城</title>`);
    const blocks = [...fetched.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const product = JSON.parse(blocks[0]?.[1] ?? '{}') as Record<string, unknown>;
    // schema.org Product as Google and Baidu read it: name, image, sku, and an Offer or AggregateOffer.
    expect(product['@context']).toBe('https://schema.org');
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe(goods?.title);
    expect(product.sku).toBe(mouldNo);
    expect(Array.isArray(product.image) && product.image.length > 0).toBe(true);
    for (const image of product.image as string[]) expect(image).toMatch(/^https?:\/\/[^/]+\/.+/);
    const offers = product.offers as Record<string, unknown>;
    expect(['Offer', 'AggregateOffer']).toContain(offers['@type']);
    expect(offers.priceCurrency).toBe('CNY');
    const prices = offers['@type'] === 'Offer' ? [offers.price] : [offers.lowPrice, offers.highPrice];
    for (const price of prices) expect(price).toMatch(/^\d+\.\d{2}$/);
    expect(offers.availability).toBe(`https://schema.org/${goods?.isSoldOut ? 'OutOfStock' : 'InStock'}`);
    expect(offers.url).toBe(/<link rel="canonical" href="([^"]+)">/.exec(fetched.html)?.[1]);
  });

  test('a product that does not exist answers 404 with the not-found page, kept out of the index', async ({ page }) => {
    const fetched = await fetchPage(page, '/goods?mouldNo=NOSUCH404');
    expect(fetched.status).toBe(404);
    expect(fetched.headings).toEqual(['商品不存在或已下架']);
    expect(fetched.html).toContain('<meta name="robots" content="noindex">');
    expect(fetched.html).not.toContain('application/ld+json');
  });

  test('a path the mall does not have answers 404 with the not-found page, never a soft 200 (issue #31 item 7)', async ({
    page,
  }) => {
    const fetched = await fetchPage(page, '/no-such-page');
    expect(fetched.status).toBe(404);
    expect(fetched.html).toContain('<meta name="robots" content="noindex">');
  });
});

/** Console errors and warnings (a hydration mismatch is one), uncaught errors, and the calls the page made. */
function watch(page: Page) {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) calls.push(new URL(request.url()).pathname);
  });
  return { problems, calls };
}

/**
 * Records every element the server drew in #root that the page later takes out of the document. Hydration
 * keeps what the server drew: a replaced element loses a tap begun on it (pressed on the old node, released on
 * the new) and costs work while the page starts.
 */
async function watchReplaced(page: Page) {
  await page.addInitScript(() => {
    const drawn = new WeakSet<Node>();
    const replaced: string[] = [];
    Object.assign(window, { __replaced: replaced, __drawn: drawn });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      for (const element of root.querySelectorAll('*')) drawn.add(element);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (drawn.has(node)) replaced.push(`${node.nodeName} «${(node.textContent ?? '').slice(0, 30)}»`);
      }).observe(root, { childList: true, subtree: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced);
}

/** Whether the element `locator` finds is the very one the server drew (after `watchReplaced`). */
const drawnByServer = (locator: Locator) =>
  locator.evaluate((element) => (window as unknown as { __drawn: WeakSet<Node> }).__drawn.has(element));

async function isHydrated(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Signs in 张太太 (13900000003), as the overview journey: nothing here changes her data. */
async function signInZhang(page: Page) {
  await page.goto('/login');
  await signInWithPassword(page, '13900000003', 'Jinyuan2026');
  await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, slow);
}

test.describe('hydration in chromium (issue #16)', () => {
  for (const { path } of [...pages, { path: '/goods?mouldNo=JYG00001' }, { path: '/goods?mouldNo=NOSUCH404' }]) {
    test(`${path} hydrates without a mismatch, keeps what the server drew and fetches nothing again`, async ({
      page,
    }) => {
      const { problems, calls } = watch(page);
      const replaced = await watchReplaced(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect.poll(() => isHydrated(page)).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await replaced(), 'hydration keeps every element the server drew').toEqual([]);
      // The only failing request allowed is the 404 page itself.
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
      expect(calls, 'the page brought its data; the browser asked for nothing').toEqual([]);
    });
  }

  test('the frame’s islands are drawn styled before their code is there, and a tap on one is kept until it is', async ({
    page,
  }) => {
    // The footer, floating buttons and cookie banner hydrate from a chunk of their own (core's hydration/islands.tsx);
    // it is held back here until the tap is made.
    const { release } = await holdBack(page, /\/assets\/framePartsModule-[\w-]+\.js$/);
    await page.goto('/home');
    await expect.poll(() => isHydrated(page)).toBe(true);
    // Their style sheets came in the page: the footer's links are full-size targets already.
    const footer = await new AxeBuilder({ page }).include('footer').withTags(wcag).analyze();
    expect(footer.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    const service = page.getByRole('group', { name: '快捷操作' }).getByRole('button', { name: '在线客服' });
    await service.click();
    release();
    // A visitor is asked to sign in first (spec §8): the tap was made again once the island hydrated.
    await expect(page.getByRole('dialog', { name: '手机验证登录' })).toBeVisible(slow);
  });

  test('a tap on 商品评价 before the goods page’s tabs have their code is kept until they do', async ({ page }) => {
    // The tabs are below the fold and hydrate from their own chunk (an island), held back here until the tap.
    const { release } = await holdBack(page, /\/assets\/GoodsTabs-[\w-]+\.js$/);
    await page.goto('/goods?mouldNo=JYG00001');
    await expect.poll(() => isHydrated(page)).toBe(true);
    const reviews = page.getByRole('tab', { name: '商品评价' });
    await reviews.click();
    await expect(reviews).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(reviews).toHaveAttribute('aria-selected', 'true', slow);
    await expect(page.getByRole('tabpanel')).toContainText('商品评价', slow);
  });

  test('the title the server wrote stays after hydration, and the next page sets its own', async ({ page }) => {
    const { html } = await fetchPage(page, '/goods?mouldNo=JYG00001');
    const serverTitle = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(serverTitle, 'the server names the piece in the title').toBeTruthy();
    await page.goto('/goods?mouldNo=JYG00001', { waitUntil: 'networkidle' });
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(page).toHaveTitle(serverTitle as string);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).not.toHaveTitle(serverTitle as string);
  });

  test('a page in another language hydrates in it, and a choice the server did not know is applied after', async ({
    page,
    context,
  }) => {
    const { problems } = watch(page);
    // The shopper chose English before the cookie existed: the server renders Chinese, the page switches.
    await page.addInitScript(() => window.localStorage.setItem('mall.locale', 'en'));
    await page.goto('/topics', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('精选专题');
    expect((await context.cookies()).find((cookie) => cookie.name === 'mall_locale')?.value).toBe('en');
    // From now on the server renders English itself.
    const fetched = await fetchPage(page, '/topics');
    expect(fetched.html).toContain('<html lang="en">');
    expect(fetched.state.locale).toBe('en');
    await page.goto('/topics', { waitUntil: 'networkidle' });
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a signed-in shopper gets the visitor’s page and then their own header, without a mismatch', async ({
    page,
  }) => {
    await signInZhang(page);
    const { problems } = watch(page);
    await page.goto('/home', { waitUntil: 'networkidle' });
    await expect.poll(() => isHydrated(page)).toBe(true);
    // Her account menu, not the visitor's sign-in prompt.
    await page.getByRole('banner').getByRole('button', { name: '我的账户' }).click();
    await expect(page.getByText('退出登录')).toBeVisible(slow);
    expect(problems).toEqual([]);
  });

  test('a signed-in shopper’s page keeps what the server drew: her session comes without drawing the page anew', async ({
    page,
  }) => {
    await signInZhang(page);
    const replaced = await watchReplaced(page);
    await page.goto('/goods?mouldNo=JYG00001', { waitUntil: 'networkidle' });
    await expect(page.getByRole('banner').getByRole('button', { name: '我的账户' })).toBeVisible(slow);
    // The parts that hydrate from chunks of their own (islands) were drawn for a visitor: her session must reach
    // them after they hydrated. Before, it came at once and React drew them anew, dropping a tap made meanwhile.
    const kept = {
      header: page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页', exact: true }),
      tabs: page.getByRole('tab', { name: '商品评价' }),
      recommendations: page.getByRole('heading', { name: '为你推荐' }),
      footer: page.getByRole('contentinfo').getByRole('link', { name: '退换货政策' }),
    };
    for (const [part, element] of Object.entries(kept)) expect(await drawnByServer(element), part).toBe(true);
    // Only the header's account corner changed (the visitor's 登录/注册 became her menu).
    expect((await replaced()).filter((node) => !/登录|注册/.test(node))).toEqual([]);
  });
});
