import { expect, test, type Page } from '@playwright/test';
import { holdBack } from '../support/mall.ts';

/** Waits for the app to render (it starts after /config.json arrives). */
async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('the layout shell against the seeded reference server', () => {
  test('the notice bar shows the seeded notices and rotates to the next one', async ({ page }) => {
    await openHome(page);
    const first = page.getByRole('link', { name: /新会员注册即送500积分/ });
    await expect(first).toBeVisible();
    // spec §2: 0.3 s per character plus 3 s, about 10 s for the first notice.
    await expect(page.getByRole('link', { name: /今日金价已更新/ })).toBeVisible({ timeout: 20_000 });
  });

  test('closing the notice bar hides it for the visit', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('link', { name: /新会员注册即送500积分/ })).toBeVisible();
    await page.getByRole('button', { name: '关闭公告' }).click();
    await expect(page.getByRole('button', { name: '关闭公告' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: '关闭公告' })).toHaveCount(0);
  });

  test('the cookie banner stays away after acceptance and a reload', async ({ page }) => {
    await openHome(page);
    const banner = page.getByRole('region', { name: 'Cookie 使用说明' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: '同意并继续' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie 使用说明' })).toHaveCount(0);
  });

  test('the gold-price pop-up opens by keyboard and shows prices in 元/克', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: '今日金价' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '今日金价' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('元/克').first()).toBeVisible();
    await expect(dialog.locator('dd')).not.toHaveCount(0);
    await expect(dialog.locator('dd').first()).toContainText(/\d+\.\d{2}/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the header menu shows the seeded categories', async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('button', { name: '黄金' })).toBeVisible();
    await expect(nav.getByRole('button', { name: '翡翠玉石' })).toBeVisible();
    await nav.getByRole('button', { name: '金条金章' }).click();
    await expect(nav.getByRole('link', { name: '投资金条' })).toBeVisible();
  });

  test('the header and footer links lead to their pages in place, without a reload (plain links, issue #16)', async ({
    page,
  }) => {
    await page.goto('/home', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: '主导航' });
    // A category panel that opens shows the page has hydrated: from now on the app routes link clicks.
    const category = nav.getByRole('button', { name: '金条金章' });
    await category.click();
    await expect(nav.getByRole('link', { name: '投资金条' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const isSamePage = () => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);

    // A link in a category panel: its page, and the panel closes.
    await nav.getByRole('link', { name: '投资金条' }).click();
    await expect(page).toHaveURL(/\/goodsList\?keyword=/);
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    expect(await isSamePage()).toBe(true);
    // The logo, then a footer link, then a plain tab.
    await page.getByRole('banner').getByRole('link', { name: '金缘珠宝', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('contentinfo').getByRole('link', { name: '退换货政策' }).click();
    await expect(page).toHaveURL(/\/helpCenter\?id=\d+$/);
    await nav.getByRole('link', { name: '首页', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(nav.getByRole('link', { name: '首页', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await isSamePage()).toBe(true);
  });

  test('a page followed to opens at its top, and back returns to where the shopper was', async ({ page }) => {
    await page.goto('/home', { waitUntil: 'networkidle' });
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: '退换货政策' });
    await footerLink.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const atFooter = await scrollY();
    expect(atFooter).toBeGreaterThan(200);
    await footerLink.click();
    await expect(page).toHaveURL(/\/helpCenter\?id=\d+$/);
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(scrollY).toBe(atFooter);
  });

  test('the footer shows the seeded menu and the support hours', async ({ page }) => {
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '退换货政策' })).toBeVisible();
    await expect(footer).toContainText('工作日 9:30-17:30');
    await expect(footer).toContainText('每天 8:15-23:45');
  });

  test('grey mode follows the server flag', async ({ page }) => {
    await page.route('**/cPageGrayingConfig/isPageGraying**', (route) =>
      route.fulfill({ json: { code: 200, msg: 'success', data: { isGraying: true, reason: 'x' } } }),
    );
    // A page the browser renders asks for the flag itself (a server-rendered one brings the server's answer).
    await page.goto('/login');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter))
      .toBe('grayscale(1)');
  });

  test('customer service opens the login drawer for a visitor, on the page they were on (spec §8)', async ({
    page,
  }) => {
    await openHome(page);
    // On a window this narrow the quick actions close the page: wait for the home's floors, which
    // would otherwise push them down between the scroll into view and the click.
    await expect(page.getByRole('heading', { level: 2, name: '精选专题' })).toBeVisible();
    await page.getByRole('group', { name: '快捷操作' }).getByRole('button', { name: '在线客服' }).click();
    // The drawers are their own chunk, fetched on first use: allow for a busy machine.
    await expect(page.getByRole('dialog', { name: '手机验证登录' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a tap on 在线客服 before the page’s scripts have run is not lost (issue #16)', async ({ page }) => {
    // The entry script is held back until the tap is made: the server's page is on screen, React is not.
    const { release } = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/home', { waitUntil: 'commit' });
    const service = page.getByRole('group', { name: '快捷操作' }).getByRole('button', { name: '在线客服' });
    await service.click();
    release();
    await expect(page.getByRole('dialog', { name: '手机验证登录' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/home$/);
  });
});
