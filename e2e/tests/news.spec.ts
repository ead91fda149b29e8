import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchErrors, wcag } from '../support/mall.ts';

// issue #14 item 6: /list and /detail (the brand news) and /webView (an allow-listed campaign page).

test.describe('brand news and campaign pages (issue #14)', () => {
  test('a visitor opens the brand news, newest first with covers, opens an item and reads it', async ({ page }) => {
    test.slow();
    const errors = watchErrors(page);
    await page.goto('/list');
    await expect(page.getByRole('heading', { level: 1, name: '品牌动态' })).toBeVisible();
    const items = page.locator('main a[href^="/detail?id="]');
    await expect(items.first()).toBeVisible();
    // The seed's newest release heads the list, with its cover and date.
    const first = items.first();
    // The category label heads the title when every category is listed.
    await expect(first.getByRole('heading')).toHaveText('新品发布金缘珠宝“岁岁金安”新春系列上市');
    await expect(first.locator('img')).toHaveAttribute('src', /^\/media\/article\/.+\.svg$/);
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    // Nothing of /article's knowledge pages is listed here.
    await expect(page.locator('main').getByText('一文看懂钻石的4C标准')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // A category filter, kept in the URL.
    const filters = page.getByRole('navigation', { name: '文章分类' });
    await filters.getByRole('link', { name: '门店动态' }).click();
    await expect(filters.getByRole('link', { name: '门店动态' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/list\?category=%E9%97%A8%E5%BA%97%E5%8A%A8%E6%80%81$/);
    await page.locator('main a[href^="/detail?id="]', { hasText: '上海南京东路旗舰店焕新开业' }).click();

    await expect(page).toHaveURL(/\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '金缘珠宝上海南京东路旗舰店焕新开业' })).toBeVisible();
    await expect(page.getByText(/开放式古法金工坊/)).toBeVisible();
    await expect(page.getByText(/^发布于/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: '返回品牌动态' }).click();
    await expect(page).toHaveURL(/\/list$/);
    expect(errors).toEqual([]);
  });

  test('/detail opens news only: an unknown id or an article of another kind is not found', async ({ page }) => {
    await page.goto('/detail?id=99999');
    await expect(page.getByRole('heading', { level: 1, name: '文章不存在或已下线' })).toBeVisible();
    // A knowledge article opens on /article/detail, not on /detail.
    await page.goto('/article?category=%E7%8F%A0%E5%AE%9D%E7%9F%A5%E8%AF%86');
    const href = (await page.locator('main a[href^="/article/detail?id="]').first().getAttribute('href')) ?? '';
    const id = new URL(href, 'https://mall.invalid').searchParams.get('id');
    await page.goto(`/detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '文章不存在或已下线' })).toBeVisible();
  });

  test('/webView refuses an address outside the allow-list with a clear page and no frame', async ({ page }) => {
    const errors = watchErrors(page);
    for (const url of [
      'https://evil.example/login',
      'javascript:alert(1)',
      'https://campaign.jinyuan.example@evil.example/',
    ]) {
      await page.goto(`/webView?url=${encodeURIComponent(url)}&title=${encodeURIComponent('请重新输入密码')}`);
      await expect(page.getByRole('heading', { level: 1, name: '页面浏览' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: '无法打开该页面' })).toBeVisible();
      await expect(page.getByText('请重新输入密码')).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
    }
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('link', { name: '返回商城' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(errors).toEqual([]);
  });

  test('/webView frames an allowed page in its sandbox under the title from the query', async ({ page, baseURL }) => {
    // The default webViewHosts is `self`: the mall's own origin (plain http in development).
    const url = `${baseURL}/todaygold`;
    await page.goto(`/webView?url=${encodeURIComponent(url)}&title=${encodeURIComponent('今日金价专场')}`);
    await expect(page.getByRole('heading', { level: 1, name: '今日金价专场' })).toBeVisible();
    const frame = page.getByTitle('今日金价专场');
    await expect(frame).toHaveAttribute('src', url);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    // The framed page loads (the server's CSP frame-src allows 'self').
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: '今日金价' })).toBeVisible({
      timeout: 15_000,
    });
    const response = await page.request.get('/home', { headers: { accept: 'text/html' } });
    expect(response.headers()['content-security-policy']).toMatch(/frame-src 'self'(;|$)/);
  });
});
