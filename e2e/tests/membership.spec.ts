import { expect, test } from '@playwright/test';
import { inStockLine, ledgerRow, openCheckout, signInAsStaff, slow, submitAndPay } from '../support/mall.ts';
import { approveRefundInConsole } from '../support/ops.ts';

/**
 * Issue #13 "Membership" against the seeded reference server, as 周女士 (13900000008, this journey's
 * own member): paying an order earns points that show on /myIndex/membership with the points spent on
 * it; a refund approved at the development operator returns the points spent and takes back those
 * earned, and the consumption record shows the order and its refund.
 */

const mobile = '13900000008';
const password = 'Jinyuan2026';

test.describe('membership (issue #13)', () => {
  test('paying an order earns points on the membership page; its refund returns the points spent and takes back those earned', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const line = await inStockLine(request, 'JYP', 2);
    await openCheckout(page, [line], mobile, password);
    await expect(page.getByText(/可用积分/).first()).toBeVisible(slow);
    await page.getByRole('textbox', { name: '使用积分' }).fill('100');
    const orderNo = await submitAndPay(page);

    await page.goto('/myIndex/membership');
    await expect(page.getByRole('heading', { level: 1, name: '会员权益' })).toBeVisible(slow);
    await expect(page.getByRole('region', { name: '我的积分' })).toContainText('可用积分', slow);
    await expect(ledgerRow(page, orderNo, '消费获得')).toContainText('+', slow);
    await expect(ledgerRow(page, orderNo, '下单抵扣')).toContainText('\u2212100');
    await expect(page.getByRole('table', { name: '会员等级与权益' })).toContainText('钻石卡');

    // The buyer applies for the refund before the order ships; staff approve it in the console.
    await page.goto(`/myIndex/order?orderNo=${orderNo}`);
    await page.getByRole('region', { name: '待发货' }).getByRole('button', { name: '申请退款' }).click(slow);
    const drawer = page.getByRole('dialog', { name: '申请退款' });
    await drawer.getByRole('button', { name: /退款原因/ }).click(slow);
    await page.getByRole('option', { name: '不想要了' }).click();
    await drawer.getByRole('button', { name: '提交申请' }).click();
    await expect(drawer).toBeHidden(slow);
    await approveRefundInConsole(browser, orderNo);

    await page.goto('/myIndex/membership');
    await expect(ledgerRow(page, orderNo, '退款返还')).toContainText('+100', slow);
    await expect(ledgerRow(page, orderNo, '退款扣回')).toContainText('\u2212');
    await page.getByRole('tab', { name: '消费记录' }).click();
    const spending = page.getByRole('table', { name: '消费记录' });
    await expect(spending.getByRole('row').filter({ hasText: orderNo }).filter({ hasText: '订单退款' })).toContainText(
      '-',
      slow,
    );
    await expect(spending.getByRole('row').filter({ hasText: orderNo }).filter({ hasText: '线上订单' })).toBeVisible();
  });

  test('a staff user has no membership: the page leads to the rights-fund mall', async ({ page }) => {
    await signInAsStaff(page, 'JY80001');
    await page.goto('/myIndex/membership');
    await expect(page.getByRole('heading', { name: '员工账号没有会员积分' })).toBeVisible(slow);
    await page.getByRole('button', { name: '前往权益金商城' }).click();
    await expect(page).toHaveURL(/\/myIndex\/royalty\/index$/, slow);
  });
});
