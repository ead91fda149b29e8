import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { signInAsStaff, signInWithPassword, slow } from '../support/mall.ts';

/**
 * Issue #13 account overview and the staff rights-fund pages against the seeded reference server:
 * a member lands on the overview after signing in and follows an order count into the order list;
 * staff see their staff card, this year's fund, the pieces it covers and the fund's orders; a
 * customer asking for a rights-fund page is sent home (spec §4). Nothing here changes data.
 */

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const yuan = (text: string) => Number((/¥([\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));

/** The value after a term of a panel's description list. */
async function valueOf(scope: Locator, term: string) {
  return (
    (await scope
      .locator('div', { has: scope.page().getByRole('term').filter({ hasText: term }) })
      .getByRole('definition')
      .textContent()) ?? ''
  );
}

test('a member lands on the overview: card, points and order counts, and a count opens its tab (issue #13)', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  // 张太太 (13900000003): not 13900000002, whose outdated clauses the clause journey needs (signing in
  // through the mall records the required clauses, spec §4).
  await signInWithPassword(page, '13900000003', 'Jinyuan2026');
  await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, slow);
  await expect(page.getByRole('heading', { level: 1, name: '账户总览' })).toBeVisible(slow);

  // The card in her level's art, with her name and level.
  const card = page.getByRole('region', { name: '我的会员卡' });
  await expect(card).toContainText('张太太', slow);
  await expect(card).toHaveAttribute('data-art', /^(classic|silver|gold|diamond)$/);
  await expect(card).toContainText(/普卡|银卡|金卡|钻石卡/);
  await expect(card.getByRole('definition').first()).toHaveText(/^\d{4} \d{4}/);
  await expect(card).toContainText(/已加入[\d,]+ 天/);
  await expect(page.getByRole('region', { name: '会员等级' })).toBeVisible();

  // Points and what they are worth at 50 a yuan (spec §9), from point/get.
  const points = page.getByRole('region', { name: '我的积分' });
  await expect(points).toContainText(/可用积分[\d,]+/, slow);
  const available = Number((await valueOf(points, '可用积分')).replace(/,/g, ''));
  expect(available).toBeGreaterThan(0);
  expect(yuan(await valueOf(points, '可抵扣'))).toBe(Math.floor((available * 100) / 50) / 100);

  // The order counts are the order list's; the latest footprints are there too.
  const counts = page.getByRole('region', { name: '我的订单' });
  const toShip = counts.getByRole('link', { name: /待发货/ });
  await expect(toShip).toHaveAttribute('href', '/myIndex/orderList?tab=toShip', slow);
  await expect(page.getByRole('region', { name: '最近浏览' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const shown = Number(await toShip.getAttribute('data-count'));
  await toShip.click();
  await expect(page).toHaveURL(/\/myIndex\/orderList\?tab=toShip$/, slow);
  const tab = page.getByRole('tab', { name: /待发货/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true', slow);
  await expect(tab).toContainText(String(shown));

  // A customer is not staff: the rights-fund pages send them home (spec §4).
  for (const path of ['/myIndex/royalty/index', '/myIndex/royalty/order']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/, slow);
  }
});

test('staff see their staff card, this year’s fund, the pieces it covers and the fund’s orders (issue #13)', async ({
  page,
}) => {
  test.setTimeout(180_000); // through the staff identity provider on a shared 2-core machine
  await signInAsStaff(page, 'JY80001');

  const card = page.getByRole('region', { name: '员工卡' });
  await expect(card).toContainText('林晓', slow);
  await expect(card).toContainText('JY80001');
  await expect(page.getByRole('region', { name: '我的积分' })).toHaveCount(0);
  const overviewFund = page.getByRole('region', { name: '我的权益金' });
  await expect(overviewFund).toContainText('可用余额', slow);

  await page.getByRole('link', { name: '权益金商城' }).click();
  await expect(page).toHaveURL(/\/myIndex\/royalty\/index$/, slow);
  const fund = page.getByRole('region', { name: '我的权益金' });
  await expect(fund).toContainText('林晓 · 工号 JY80001', slow);
  const granted = yuan(await valueOf(fund, '年度发放'));
  const used = yuan(await valueOf(fund, '已使用'));
  expect(granted).toBe(8_000);
  await expect(fund).toContainText(
    `可用余额¥${(granted - used).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  const pieces = page.getByRole('region', { name: '权益金可兑换' });
  await expect(pieces.getByRole('list', { name: '权益金可兑换' }).locator(':scope > li').first()).toContainText(
    '权益金价',
    slow,
  );
  await expect(page.getByRole('link', { name: '进入权益金商城' })).toHaveAttribute('href', '/royalty/goods');
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await page.getByRole('link', { name: '查看我的权益金订单' }).click();
  await expect(page).toHaveURL(/\/myIndex\/royalty\/order$/, slow);
  await expect(page.getByRole('heading', { level: 1, name: '权益金订单' })).toBeVisible();
  const orders = page.getByRole('list', { name: '权益金订单' }).locator(':scope > li');
  await expect(orders).toHaveCount(2, slow);
  await expect(orders.first()).toContainText('待发货');
  await expect(orders.nth(1)).toContainText('交易成功');
  // 林晓 spent her fund in the mall only: what the index says was used is what these orders took.
  const paid = (await orders.allTextContents()).map((text) => yuan(text.slice(text.indexOf('权益金支付'))));
  expect(paid.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(used, 2);
  // The menu keeps the rights-fund entry selected on its orders.
  await expect(page.getByRole('link', { name: '权益金商城' })).toHaveAttribute('aria-current', 'true');
});
