import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { untilHydrated, wcag } from '../support/mall.ts';

test.describe('the mall shell served by the reference server', () => {
  test('the root lands on /home in Chinese with the brand and support hours', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '金缘珠宝官方商城' })).toBeVisible();
    // The home is built from the seeded topics, in Chinese (a missing namespace would show raw keys).
    await expect(page.getByRole('heading', { level: 2, name: '精选专题' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('home.');
    // spec §1: hotline weekdays 9:30-17:30; online chat daily 8:15-23:45
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('9:30-17:30');
    await expect(footer).toContainText('8:15-23:45');
  });

  test('/home has no accessibility violations', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('an unknown page says so, with 404 (issue #31 item 7: never a soft 200)', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/home');
    // The app renders after /config.json arrives: wait for it before pressing keys.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到正文' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('the footer switches the language in place, downloading its texts; the choice is kept across reloads and moves <html lang>', async ({
    page,
  }) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/i18n-(zh-CN|zh-TW|en)-[\w-]+\.js$/.exec(request.url());
      if (match?.[1]) texts.push(match[1]);
    });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: '金缘珠宝官方商城' })).toBeVisible();
    // The server-rendered page preloads the texts of the language on show, and only those (issue #16):
    // a cached module, not a copy inside every page.
    await expect.poll(() => texts).toEqual(['zh-CN']);
    // The switch works once the app runs (the server's page is drawn first, its modules asked for after).
    const traditional = page.getByRole('contentinfo').getByRole('radio', { name: '繁體中文' });
    await untilHydrated(traditional);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await traditional.click();
    await expect(page.getByRole('heading', { level: 1, name: '金緣珠寶官方商城' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    expect(texts).toEqual(['zh-CN', 'zh-TW']);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '金緣珠寶官方商城' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('contentinfo').getByRole('radio', { name: '繁體中文' })).toBeChecked();
  });

  test('pages carry the security headers', async ({ request }) => {
    const response = await request.get('/home', { headers: { accept: 'text/html' } });
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The default webViewHosts lists the mall itself (its /webView frames its own pages): only it may frame them.
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
