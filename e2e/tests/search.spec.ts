import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Sku = { attribute: string; ringSize: string; stockQtyWeb: number; shopPriceFen: number };
type Detail = { mouldNo: string; title: string; pricingMode: string; skus: Sku[] };

/** Money as the mall writes it: two decimals and thousands commas (spec §9). */
const yuan = (fen: number) =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The first of these pieces (as the list shows them) with ring sizes: one sold out, and two in
 * stock at different prices, so choosing a size visibly moves price and stock.
 */
async function findSizedRing(request: APIRequestContext, mouldNos: readonly string[]) {
  for (const mouldNo of mouldNos) {
    const response = await request.post('/mall-goods-server/product/queryGoodsDetails', { data: { mouldNo } });
    if (!response.ok()) continue;
    const goods = ((await response.json()) as { data: Detail }).data;
    const sized = goods.skus.filter((sku) => sku.ringSize !== '');
    const soldOut = sized.find((sku) => sku.stockQtyWeb === 0);
    const inStock = sized.filter((sku) => sku.stockQtyWeb > 0);
    const [first, other] = [inStock[0], inStock.find((sku) => sku.shopPriceFen !== inStock[0]?.shopPriceFen)];
    if (soldOut && first && other) return { goods, soldOut, first, other };
  }
  throw new Error(`none of ${mouldNos.join(', ')} has a sold-out size and two sizes at different prices`);
}

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
  const texts = await cards.evaluateAll((items) =>
    items.map((item) => (item.querySelector('del') ?? item).textContent ?? ''),
  );
  return texts.map((text) => Number((/¥([\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')));
}

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
}

test.describe('search against the seeded reference server', () => {
  // The journeys walk several pages on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('search 戒指 from the header, narrow by a condition, sort by price, open a ring and pick a size', async ({
    page,
    request,
  }) => {
    test.slow(); // one long journey with a full axe pass of the product page
    await openHome(page);
    await searchFromHeader(page, '戒指');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(1);
    await expect(page.getByRole('list', { name: '商品列表' }).locator(':scope > li').first()).toBeVisible();
    await expect(page.getByRole('list', { name: '商品列表' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/goods\?mouldNo=/,
    );

    // Narrow by 足金/黄金: the count becomes that option's count, and the URL keeps it.
    const option = page.getByRole('toolbar', { name: '品类' }).getByRole('button', { name: /^足金\/黄金/ });
    const optionCount = Number(/\((\d+)\)/.exec((await option.textContent()) ?? '')?.[1]);
    expect(optionCount).toBeLessThan(total);
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

    // Open a ring from these results that has a sold-out size and two sizes in stock at different prices.
    const links = page.getByRole('list', { name: '商品列表' }).getByRole('heading').getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const ring = await findSizedRing(
      request,
      hrefs.map((href) => new URLSearchParams(href.split('?')[1]).get('mouldNo') ?? ''),
    );
    await page
      .getByRole('list', { name: '商品列表' })
      .getByRole('link', { name: ring.goods.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/goods\\?mouldNo=${ring.goods.mouldNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: ring.goods.title })).toBeVisible({ timeout: 15_000 });

    // Pick a ring size: price and stock follow it; a sold-out size cannot be chosen.
    const sizes = page.getByRole('radiogroup', { name: '手寸' });
    await expect(sizes.getByRole('radio', { name: `${ring.first.ringSize}号`, exact: true })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: `${ring.soldOut.ringSize}号 已售罄` })).toBeDisabled();
    await expect(page.getByRole('main')).toContainText(yuan(ring.first.shopPriceFen));
    // The chip the shopper sees (the radio input inside it is visually hidden).
    await sizes
      .locator('label')
      .filter({ hasText: new RegExp(`^${ring.other.ringSize}号$`) })
      .click();
    await expect(sizes.getByRole('radio', { name: `${ring.other.ringSize}号`, exact: true })).toBeChecked();
    await expect(page.getByRole('main')).toContainText(yuan(ring.other.shopPriceFen));
    if (ring.goods.pricingMode === 'per_gram') {
      await expect(page.getByRole('region', { name: '按克计价' }).locator('dd').last()).toHaveText(
        `¥${yuan(ring.other.shopPriceFen)}`,
      );
    }
    const stockText = ring.other.stockQtyWeb <= 3 ? `仅剩${ring.other.stockQtyWeb}件` : '有货';
    await expect(page.getByRole('status').filter({ hasText: stockText })).toBeVisible();
    // The bag (issue #7) takes the chosen size.
    await expect(page.getByRole('button', { name: '加入购物袋' })).toBeEnabled();

    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
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
