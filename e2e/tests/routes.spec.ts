import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { untilHydrated, watchErrors, wcag } from '../support/mall.ts';

/** Opens a path and checks that the server answered it with the app (spec §2: deep links work). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
}

/**
 * The next route of a walk: the server must answer the path itself with the app (a deep link), and
 * the running app then goes there as the browser's back/forward would (history + popstate), so its
 * route table and guards decide; a full reload per route would cost a page start each.
 */
async function walkTo(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), `${path} answers 200`).toBe(200);
  expect(await response.text(), `${path} is answered with the app`).toContain('<div id="root">');
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The path and query of the current URL, decoded. */
function where(page: Page) {
  const url = new URL(page.url());
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

// spec §2 "Routes under the root" that a visitor may open, with the page's zh-CN title.
const publicPages: [path: string, title: string][] = [
  ['/home', '金缘珠宝官方商城'],
  ['/goodsList?keyword=%E6%88%92%E6%8C%87', '“戒指”的搜索结果'],
  ['/onlineOfficialStore', '官方网店'],
  ['/helpCenter', '帮助中心'],
  ['/article', '品牌资讯'],
  // Without an id there is no article: the not-found notice is the page's heading.
  ['/article/detail', '文章不存在或已下线'],
  ['/commodityVerification', '商品验证'],
  ['/login', '登录'],
  ['/register', '注册'],
  ['/reset', '重设密码'],
  ['/registerSuccess', '注册成功'],
  ['/d?id=1', '古法金·传世之美'],
  ['/snapshot', '交易快照'],
  ['/todaygold', '今日金价'],
  ['/topics', '精选专题'],
  ['/royalty/goods', '员工权益金商城'],
  ['/enterprise/customization/index', '企业定制'],
  ['/contact', '联系我们'],
  ['/list', '品牌动态'],
  // Without an id there is no news item: the not-found notice is the page's heading.
  ['/detail', '文章不存在或已下线'],
];

// spec §2: pages that require login (and, for royalty/index, staff).
const loginPages = [
  '/cart',
  '/pay?carts=%5B1%5D',
  '/submitSuccess',
  '/payFail',
  '/paySuccess',
  '/invoiceManage',
  '/electronicGuarantee',
  '/feedBack',
  '/myIndex',
  '/myIndex/accountOverview',
  '/myIndex/accountInformation',
  '/myIndex/address',
  '/myIndex/myTracks',
  '/myIndex/membership',
  '/myIndex/orderList',
  '/myIndex/order',
  '/myIndex/branchOrder',
  '/myIndex/orderEvaluate',
  '/myIndex/royalty/index',
  '/myIndex/royalty/order',
];

/** Splits a list in two, so the halves run on both workers. */
function halves<T>(list: T[]): T[][] {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)];
}

// Each test walks several routes in one page, one step per route: the first is a full load, the
// others deep links the server answers and the running app then opens, so the table costs a few
// page starts instead of forty.
test.describe('the route table of spec §2', () => {
  halves(publicPages).forEach((pages, half) => {
    test(`public pages open with their heading and no error (${half + 1} of 2)`, async ({ page }) => {
      test.slow(); // ten pages in one test
      const errors = watchErrors(page);
      for (const [index, [path, title]] of pages.entries()) {
        await test.step(path, async () => {
          await (index === 0 ? open(page, path) : walkTo(page, path));
          const heading = page.getByRole('heading', { level: 1, name: title });
          await expect(heading).toBeVisible();
          // The next step moves the running app through history: the first page, drawn by the server,
          // must be the app's before its address changes (else the app would start on another page
          // than the one the server drew).
          if (index === 0) await untilHydrated(heading);
          expect(new URL(page.url()).pathname).toBe(new URL(path, 'https://mall.invalid').pathname);
          await expect(page.getByRole('main')).toBeVisible();
          expect(errors, `${path} has no error`).toEqual([]);
        });
      }
    });
  });

  halves(loginPages).forEach((paths, half) => {
    test(`a visitor on a login page lands on /login (spec §4) (${half + 1} of 2)`, async ({ page }) => {
      test.slow(); // ten pages in one test
      const errors = watchErrors(page);
      for (const [index, path] of paths.entries()) {
        await test.step(path, async () => {
          await (index === 0 ? open(page, path) : walkTo(page, path));
          await expect(page).toHaveURL(/\/login$/);
          await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
          expect(errors, `${path} has no error`).toEqual([]);
        });
      }
    });
  });

  test('an unknown page says so inside the layout, with 404 (issue #31 item 7: never a soft 200)', async ({ page }) => {
    expect((await page.goto('/myIndex/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('spec §2 path rewrites', () => {
  test('legacy paths become their pages, replacing the legacy URL in the history', async ({ page }) => {
    test.slow(); // four rewrites in one test
    await test.step('/d/12 becomes /d?id=12', async () => {
      await open(page, '/d/12');
      await expect(page.getByRole('heading', { level: 1, name: '专题不存在或已结束' })).toBeVisible();
      expect(where(page)).toEqual({ pathname: '/d', query: { id: '12' } });
    });
    await test.step('/c/anything?wd=戒指 becomes /goodsList?keyword=戒指', async () => {
      await open(page, '/c/anything?wd=戒指');
      await expect(page.getByRole('heading', { level: 1, name: '“戒指”的搜索结果' })).toBeVisible();
      expect(where(page)).toEqual({ pathname: '/goodsList', query: { keyword: '戒指' } });
    });
    await test.step('/c/anything without wd becomes /goodsList', async () => {
      await open(page, '/c/anything');
      await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible();
      expect(where(page)).toEqual({ pathname: '/goodsList', query: {} });
    });
    await test.step('/s/JYG00001 becomes /goods?mouldNo=JYG00001, and back skips the legacy URL', async () => {
      await open(page, '/home');
      await page.goto('/s/JYG00001');
      await expect(page.getByRole('heading', { level: 1, name: /戒指$/ })).toBeVisible({ timeout: 15_000 });
      expect(where(page)).toEqual({ pathname: '/goods', query: { mouldNo: 'JYG00001' } });
      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);
    });
  });
});

test.describe('the layout around the routes', () => {
  test('/customerServiceView and /webView render without the layout (spec §2)', async ({ page }) => {
    const errors = watchErrors(page);
    for (const [path, title] of [
      ['/customerServiceView', '在线客服'],
      ['/webView', '页面浏览'],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: '跳到正文' })).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('the footer is hidden on register and shown on login (spec §2)', async ({ page }) => {
    await open(page, '/register');
    await expect(page.getByRole('heading', { level: 1, name: '注册' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await open(page, '/login');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a page shows the breadcrumb from home, and home is a step away', async ({ page }) => {
    // issue #14: no public route is 即将开放 any more (routes.test.ts in apps/mall checks the table).
    await open(page, '/list');
    const breadcrumb = page.getByRole('navigation', { name: '当前位置' });
    await expect(breadcrumb.getByText('品牌动态')).toHaveAttribute('aria-current', 'page');
    await breadcrumb.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: '金缘珠宝官方商城' })).toBeVisible();
  });

  test('the document title follows the route', async ({ page }) => {
    await open(page, '/todaygold');
    await expect(page).toHaveTitle('今日金价 - 金缘珠宝官方商城');
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveTitle('首页 - 金缘珠宝官方商城');
  });

  test('a frame page has no accessibility violations', async ({ page }) => {
    await open(page, '/helpCenter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the page zooms with the window width (spec §1)', async ({ page }) => {
    // zoom = max(width, 768) / 1400 × 1280 / 1400, width being the page's width without a scrollbar.
    const zoomAndExpected = () =>
      page.locator('#main').evaluate((main) => {
        const width = Math.max(document.documentElement.clientWidth, 768);
        const expected = Math.round((width / 1400) * (1280 / 1400) * 10_000) / 10_000;
        return Number(getComputedStyle(main.parentElement ?? main).zoom) - expected;
      });
    const zoom = () =>
      page.locator('#main').evaluate((main) => Number(getComputedStyle(main.parentElement ?? main).zoom));
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, '/home');
    await expect.poll(zoomAndExpected).toBeCloseTo(0, 3);
    await expect.poll(zoom).toBeLessThan(0.92);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(zoomAndExpected).toBeCloseTo(0, 3);
    await expect.poll(zoom).toBeGreaterThan(1.2);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(zoom).toBeCloseTo(0.5016, 3);
  });

  test('the top progress bar is gone once the page has loaded', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);
  });
});
