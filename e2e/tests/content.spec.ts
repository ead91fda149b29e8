import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { untilHydrated, watchErrors, wcag } from '../support/mall.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('content pages from the seeded server (issue #4)', () => {
  test('the help centre opens from the footer, and its side navigation changes the page without a reload', async ({
    page,
  }) => {
    // Two navigations and an axe pass over a long page: more than the default budget on a busy 2-core box.
    test.slow();
    const errors = watchErrors(page);
    await open(page, '/home');
    await page.getByRole('contentinfo').getByRole('link', { name: '退换货政策' }).click();
    await expect(page).toHaveURL(/\/helpCenter\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '帮助中心目录' });
    await expect(nav.getByRole('link', { name: '退换货政策' })).toHaveAttribute('aria-current', 'page');
    // The page's own title (a help category may share its name, so not inside the side navigation).
    const pageTitle = (name: string) => page.locator('main h2:not(nav h2)', { hasText: name });
    await expect(pageTitle('退换货政策')).toBeVisible();
    // Once the app runs, a client-side navigation keeps the document: a marker set on window survives.
    const delivery = nav.getByRole('link', { name: '配送说明' });
    await untilHydrated(delivery);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await delivery.click();
    await expect(pageTitle('配送说明')).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('articles: filter by category, open one, come back', async ({ page }) => {
    await open(page, '/article');
    await expect(page.getByRole('heading', { level: 1, name: '品牌资讯' })).toBeVisible();
    const filters = page.getByRole('navigation', { name: '文章分类' });
    await expect(filters.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: '珠宝知识' }).click();
    await expect(filters.getByRole('link', { name: '珠宝知识' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/category=%E7%8F%A0%E5%AE%9D%E7%9F%A5%E8%AF%86/);
    const first = page.locator('main a[href^="/article/detail"]').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/article\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^发布于/)).toBeVisible();
    await page.goBack();
    await expect(filters.getByRole('link', { name: '珠宝知识' })).toHaveAttribute('aria-current', 'page');
  });

  test('a clause text opens from its clauseUrl, and an unknown article says it is not found', async ({ page }) => {
    await open(page, '/article/detail?clauseKey=userAgreement');
    await expect(page.getByRole('heading', { level: 1, name: /用户协议（V\d+）$/ })).toBeVisible();
    await open(page, '/article/detail?id=99999');
    await expect(page.getByRole('heading', { level: 1, name: '文章不存在或已下线' })).toBeVisible();
  });

  test('a topic opens from the home floors and shows its pieces as cards with picture, title and price (issue #31 item 2)', async ({
    page,
  }) => {
    await open(page, '/home');
    const floor = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    await floor.click();
    await expect(page).toHaveURL(/\/d\?id=\d+$/);
    const heading = page.getByRole('heading', { level: 2, name: /^专题臻品（\d+ 件）$/ });
    await expect(heading).toBeVisible();
    const grid = page.getByRole('list', { name: (await heading.textContent()) ?? '' });
    const first = grid.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first.locator('img').first()).toBeVisible();
    await expect(first).toContainText('¥');
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/goods\?mouldNo=/);
    // The subtitle once: under the title, not again at the top of the story.
    const subtitle = (await page.getByRole('main').getByRole('paragraph').first().textContent())?.trim() ?? '';
    expect(subtitle).not.toBe('');
    await expect(page.getByRole('main').getByText(subtitle, { exact: true })).toHaveCount(1);
  });

  test('the official stores: online shops open in a new tab; boutiques narrow by city', async ({ page }) => {
    await open(page, '/onlineOfficialStore');
    await expect(page.getByRole('heading', { level: 2, name: '线上官方店铺' })).toBeVisible();
    await expect(page.getByRole('link', { name: /进入店铺/ }).first()).toHaveAttribute('target', '_blank');
    const cities = page.getByRole('navigation', { name: '按城市查找门店' });
    await cities.getByRole('link', { name: '北京' }).click();
    await expect(page).toHaveURL(/city=%E5%8C%97%E4%BA%AC/);
    await expect(page.getByRole('heading', { level: 3, name: '王府井店' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '南京东路旗舰店' })).toHaveCount(0);
  });

  test('contact shows the hotline and the service hours from the help page', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/400-820-1314/)).toBeVisible();
  });
});
