import { expect, test, type Page } from '@playwright/test';
import { openCheckout, openPresalePiece, payAtCashier, pickRegion, slow, submitAndPay } from '../support/mall.ts';

/**
 * Issue #12 presale against the seeded reference server: a member pays a presale piece's deposit at
 * the sandbox cashier, sees 已付定金 and 付尾款 in the order centre, pays the balance through 付尾款
 * and the cashier, and the purchase moves on to shipment (the e2e server ships paid orders at the
 * next one-second sweep). The demo member 13900000006 has no address (one is added at checkout) and
 * this journey never touches their bag, which the footprints journey uses.
 */

const card = (page: Page, orderNo: string) => page.getByRole('article', { name: new RegExp(orderNo) });

test('presale: the deposit at the cashier, 已付定金 and 付尾款 in the order centre, the balance, then shipment', async ({
  page,
  request,
}) => {
  test.slow();
  const { line } = await openPresalePiece(request);
  await openCheckout(page, [line], '13900000006', 'Jinyuan2026');
  // The summary states the presale terms: deposit now, balance in its window, forfeited when unpaid.
  await expect(page.getByText(/预售商品：本次支付定金/)).toContainText('定金不予退还');

  const form = page.getByRole('form', { name: '新增收货地址' });
  await form.getByRole('textbox', { name: /收货人/ }).fill('孙女士');
  await form.getByRole('textbox', { name: /手机号码/ }).fill('13900000006');
  await pickRegion(form, ['江苏省', '南京市', '鼓楼区']);
  await form.getByRole('textbox', { name: /详细地址/ }).fill('中山路 18 号德基广场写字楼 9 楼');
  await form.getByRole('button', { name: '保存并使用' }).click();
  await expect(page.getByRole('radio', { name: /孙女士/ })).toBeChecked();

  const depositNo = await submitAndPay(page);

  await page.goto('/myIndex/orderList');
  const deposit = card(page, depositNo);
  await expect(deposit).toContainText('已付定金', slow);
  const finalPayment = deposit.getByRole('link', { name: '付尾款' });
  const balanceNo = /orderNo=(JY\w+)/.exec((await finalPayment.getAttribute('href')) ?? '')?.[1] ?? '';
  expect(balanceNo).not.toBe('');
  expect(balanceNo).not.toBe(depositNo);
  await expect(card(page, balanceNo)).toContainText('待付尾款');

  await finalPayment.click();
  await expect(page).toHaveURL(new RegExp(`/submitSuccess\\?orderNo=${balanceNo}$`), slow);
  await payAtCashier(page, balanceNo);

  // One purchase moving on: the deposit order (it carries the piece) waits for or has left the warehouse.
  await page.goto(`/myIndex/order?orderNo=${depositNo}`);
  await expect(page.getByRole('region', { name: /^(待发货|已发货)$/ })).toBeVisible(slow);
  await expect(page.getByRole('link', { name: '付尾款' })).toHaveCount(0);
  await page.goto('/myIndex/orderList');
  await expect(card(page, depositNo)).toContainText(/待发货|已发货/, slow);
  await expect(card(page, balanceNo)).toHaveCount(0);
});
