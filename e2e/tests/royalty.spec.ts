import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAtProvider } from '../support/mall.ts';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('the staff royalty shop (spec §1 rights-fund mall, §2 royalty/goods, §6)', () => {
  test('a visitor sees the range and the staff-only note, signs in as staff and comes back to their balance', async ({
    page,
  }) => {
    test.setTimeout(180_000); // through the staff identity provider, with a full axe pass, on a shared 2-core machine
    await page.goto('/royalty/goods');
    await expect(page.getByRole('heading', { level: 1, name: '员工权益金商城' })).toBeVisible({ timeout: 15_000 });
    const note = page.getByRole('region', { name: '员工专享' });
    await expect(note).toContainText('仅限在职员工使用');
    const cards = page.getByRole('list', { name: '权益金商品' }).locator(':scope > li');
    await expect(cards.first()).toContainText('权益金价');
    await expect(page.getByRole('status').filter({ hasText: /共 \d+ 件可兑换商品/ })).toBeVisible();
    // Every card: the rights-fund price leads and the shop price is struck below it.
    for (const text of await cards.allTextContents())
      expect(text).toMatch(/权益金价¥[\d,]+\.\d{2}原价¥[\d,]+\.\d{2}每年限兑\d件/);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // 员工登录 → the staff sign-in → the provider → back to the shop.
    await note.getByRole('button', { name: '员工登录' }).click();
    await expect(page).toHaveURL(/\/login\/staffCallback$/);
    await page.getByRole('button', { name: '前往统一身份认证登录' }).click();
    await signInAtProvider(page, 'JY80001');
    await expect(page).toHaveURL(/\/royalty\/goods$/, { timeout: 15_000 });

    // The seeded fund of 林晓: ¥8,000.00 granted, used what her two rights-fund orders took
    // (apps/api/src/seed/royalty.ts); the balance is what is left.
    const fund = page.getByRole('region', { name: '我的权益金' });
    await expect(fund).toContainText('林晓 · 工号 JY80001', { timeout: 15_000 });
    await expect(fund.getByRole('definition')).toHaveText(['¥8,000.00', /^¥[\d,]+\.\d{2}$/, /^\d{4}-12-31$/]);
    const amount = (text: string | null) => Number((text ?? '').replace(/[¥,]/g, ''));
    const used = amount(await fund.getByRole('definition').nth(1).textContent());
    expect(used).toBeGreaterThan(0);
    const left = (8_000 - used).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(fund).toContainText(`可用余额¥${left}`);

    // Fund price from low to high, then a piece opens on its product page.
    await page.getByRole('radio', { name: '权益金价从低到高' }).click();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(async () => {
      const prices = (await cards.allTextContents()).map((text) =>
        Number((/权益金价¥([\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
    const first = cards.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/goods\?mouldNo=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  });
});
