import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { goodsDetail } from '../support/mall.ts';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Sku = {
  attribute: string;
  ringSize: string;
  stockQtyWeb: number;
  shopPriceFen: number;
  priceBreakdown: { goldPriceFenPerGram: number } | null;
};
type Detail = { mouldNo: string; title: string; pricingMode: string; skus: Sku[] };

/**
 * A seeded per-gram pure-gold ring (apps/api/src/seed/catalog.ts: JYG00001… are 足金 rings with
 * four to six sizes) that has a sold-out size and two sizes in stock at different prices.
 */
async function findRing(request: APIRequestContext) {
  for (let n = 1; n <= 8; n += 1) {
    const goods = await goodsDetail<Detail>(request, `JYG${String(n).padStart(5, '0')}`);
    if (!goods || goods.pricingMode !== 'per_gram') continue;
    const soldOut = goods.skus.find((sku) => sku.stockQtyWeb === 0);
    const inStock = goods.skus.filter((sku) => sku.stockQtyWeb > 0);
    const [first, other] = [inStock[0], inStock.find((sku) => sku.shopPriceFen !== inStock[0]?.shopPriceFen)];
    if (soldOut && first && other) return { goods, soldOut, first, other };
  }
  throw new Error('the seed has no per-gram ring with a sold-out size and two prices');
}

test.describe('the product page and today’s gold price against the seeded reference server', () => {
  test('a per-gram piece shows its breakdown at the retail gold price of /todaygold', async ({ page, request }) => {
    const { goods } = await findRing(request);
    await page.goto('/todaygold');
    const retail = page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: '零售足金' }) })
      .getByRole('definition');
    await expect(retail).toHaveText(/元\/克$/);
    const retailYuan = (await retail.textContent())?.replace('元/克', '') ?? '';

    await page.goto(`/goods?mouldNo=${goods.mouldNo}`);
    const breakdown = page.getByRole('region', { name: '按克计价' });
    await expect(breakdown.getByRole('term')).toHaveText(['今日金价', '金重', '工费', '售价']);
    await expect(breakdown.getByRole('definition').first()).toHaveText(`¥${retailYuan}元/克`);
    await expect(breakdown).toContainText('金价更新于');
  });

  test('/s/{mouldNo} opens the product; an unknown mould number shows the not-found page with a way home', async ({
    page,
    request,
  }) => {
    // Choosing a size on the product page is part of the search journey (search.spec.ts).
    const { goods } = await findRing(request);
    await page.goto(`/s/${goods.mouldNo}`);
    await expect(page).toHaveURL(new RegExp(`/goods\\?mouldNo=${goods.mouldNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: goods.title })).toBeVisible({ timeout: 15_000 });

    await page.goto('/s/JYX99999');
    await expect(page.getByRole('heading', { level: 1, name: '商品不存在或已下架' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('款号 JYX99999 没有找到对应的商品')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/todaygold shows the four prices in 元/克 with the time of the reading', async ({ page }) => {
    test.slow(); // a full axe pass
    await page.goto('/todaygold');
    await expect(page.getByRole('heading', { level: 1, name: '今日金价' })).toBeVisible({ timeout: 15_000 });
    const board = page.locator('dl').first();
    await expect(board.getByRole('term')).toHaveText(['零售足金', '金条/金章', '黄金增值服务', '黄金回收']);
    const prices = board.getByRole('definition');
    await expect(prices).toHaveCount(4);
    for (const text of await prices.allTextContents()) expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}元\/克$/);
    await expect(page.getByText(/^更新时间：/)).toBeVisible();
    await expect(page.getByRole('table', { name: '近期金价（元/克）' })).toBeVisible();

    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
