import { expect, test, type Page } from '@playwright/test';

/** Opens the header's search pop-up and returns it (its code loads on this first opening). */
async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '搜索商品' }).click();
  const popup = page.getByRole('dialog', { name: '搜索' });
  await expect(popup.getByRole('searchbox', { name: '搜索商品' })).toBeVisible();
  return popup;
}

/** Searches `keyword` from the header and waits for the list. */
async function searchFromHeader(page: Page, keyword: string) {
  const popup = await openSearch(page);
  await popup.getByRole('searchbox', { name: '搜索商品' }).fill(keyword);
  await popup.getByRole('searchbox', { name: '搜索商品' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/goodsList\\?keyword=${encodeURIComponent(keyword)}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: `“${keyword}”的搜索结果` })).toBeVisible();
}

/** The count the list announces. */
async function resultCount(page: Page) {
  const status = page.getByRole('status').filter({ hasText: /相关商品 \d+ 件/ });
  await expect(status).toBeVisible();
  return Number(/(\d+) 件/.exec((await status.textContent()) ?? '')?.[1]);
}

/**
 * The shop prices the product cards show, in order: the struck price where a promotion leads
 * (spec §9), else the one price shown. The server sorts by today's shop price.
 */
async function shownShopPrices(page: Page) {
  const cards = page.getByRole('list', { name: '商品列表' }).locator(':scope > li');
  const texts = await cards.evaluateAll((items) => items.map((item) => (item.querySelector('del') ?? item).textContent ?? ''));
  return texts.map((text) => Number((/¥([\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')));
}

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
}

test.describe('search against the seeded reference server', () => {
  // The journeys walk several pages on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('search 戒指 from the header, narrow by a condition, sort by price, walk back', async ({ page }) => {
    await openHome(page);
    await searchFromHeader(page, '戒指');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(1);
    await expect(page.getByRole('list', { name: '商品列表' }).locator(':scope > li').first()).toBeVisible();
    await expect(page.getByRole('list', { name: '商品列表' }).getByRole('link').first()).toHaveAttribute('href', /^\/goods\?mouldNo=/);

    // Narrow by the first category: the count becomes that option's count, and the URL keeps it.
    const option = page.getByRole('toolbar', { name: '品类' }).getByRole('button').first();
    const optionText = (await option.textContent()) ?? '';
    const optionCount = Number(/\((\d+)\)/.exec(optionText)?.[1]);
    await option.click();
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(page.getByRole('status').filter({ hasText: `相关商品 ${optionCount} 件` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^移除 / })).toBeVisible();

    // Price from low to high: the shown prices ascend; high to low: they descend.
    await page.getByRole('radio', { name: '价格从低到高' }).click();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(async () => {
      const prices = await shownShopPrices(page);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
    await page.getByRole('radio', { name: '价格从高到低' }).click();
    await expect(page).toHaveURL(/sort=priceDesc/);
    await expect(async () => {
      const prices = await shownShopPrices(page);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }).toPass();

    // Back walks through the choices; reload keeps them.
    await page.goBack();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(page.getByRole('radio', { name: '价格从低到高' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: '价格从低到高' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^移除 / })).toBeVisible();
  });

  test('recent searches survive a reload; a banned word shows as ***', async ({ page }) => {
    await openHome(page);
    await searchFromHeader(page, '戒指');
    await searchFromHeader(page, '高仿');
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    const popup = await openSearch(page);
    const recent = popup.getByRole('region', { name: '最近搜索' });
    await expect(recent.getByRole('button', { name: '戒指' })).toBeVisible();
    await expect(recent.getByRole('button', { name: '***' })).toBeVisible();
    await expect(recent.getByText('高仿')).toHaveCount(0);
    // Hot keywords: the first three flagged.
    await expect(popup.getByRole('button', { name: /^热搜第/ })).toHaveCount(3);
  });

  test('an empty search looks for the hint on show', async ({ page }) => {
    await openHome(page);
    const popup = await openSearch(page);
    const field = popup.getByRole('searchbox', { name: '搜索商品' });
    await expect(field).toHaveAttribute('placeholder', /.+/);
    const hint = (await field.getAttribute('placeholder')) ?? '';
    await popup.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(`/goodsList?keyword=${encodeURIComponent(hint)}`);
  });

  test('a first result with linkUrl goes there (spec §4)', async ({ page }) => {
    await openHome(page);
    const popup = await openSearch(page);
    await popup.getByRole('searchbox', { name: '搜索商品' }).fill('足金定制名字项链');
    await popup.getByRole('searchbox', { name: '搜索商品' }).press('Enter');
    await expect(page).toHaveURL(/\/enterprise\/customization\/index$/, { timeout: 15_000 });
  });

  test('/c/… lands on the list with the keyword', async ({ page }) => {
    await page.goto(`/c/ring?wd=${encodeURIComponent('手镯')}`);
    await expect(page).toHaveURL(`/goodsList?keyword=${encodeURIComponent('手镯')}`);
    await expect(page.getByRole('heading', { level: 1, name: '“手镯”的搜索结果' })).toBeVisible({ timeout: 15_000 });
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('a keyword with nothing found offers recommendations', async ({ page }) => {
    await page.goto(`/goodsList?keyword=${encodeURIComponent('独角兽')}`);
    await expect(page.getByRole('heading', { name: '没有找到“独角兽”相关商品' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: '为您推荐' })).toBeVisible();
  });
});
