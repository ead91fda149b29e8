import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { inStockLine, openCheckout, signInAtProvider, slow, submitAndPay, wcag } from '../support/mall';
import { downloadedBytes, pdfText } from '../support/pdf.ts';

/**
 * The operations console (issue #29) beside the mall: staff sign in at /ops through the staff provider on
 * the console's own callback, see only what their roles allow (the server refuses the rest), ship a paid
 * order by hand, and the member sees it shipped; the audit log names who did it.
 */
async function staffPage(browser: Browser, staffCode: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await page.goto('/ops/orders?tab=toShip');
  // Not signed in: the console's sign-in, remembering the page asked for.
  await expect(page).toHaveURL(/\/ops\/login\?returnTo=%2Forders%3Ftab%3DtoShip$/);
  await page.getByRole('button', { name: '前往统一身份认证登录' }).click();
  await signInAtProvider(page, staffCode);
  await expect(page).toHaveURL(/\/ops\/orders\?tab=toShip$/, slow);
  return page;
}

test.describe('the operations console', () => {
  test('a 运营 ships a paid order by hand; the member sees 已发货 and the waybill; the audit log names her', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // Staff first: the e2e warehouse ships a paid order by itself after FULFIL_AFTER_SECONDS.
    const ops = await staffPage(browser, 'JY80002');
    await expect(ops.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();
    await expect(ops.getByText('运营', { exact: true })).toBeVisible();
    // A 运营 is not offered the system pages.
    await expect(ops.getByRole('link', { name: '操作日志' })).toHaveCount(0);

    await openCheckout(page, [await inStockLine(request, 'JYG', 6)], '13900000001', 'Jinyuan2026');
    const orderNo = await submitAndPay(page);

    await ops.goto(`/ops/orders?orderNo=${orderNo}`);
    await ops.getByRole('link', { name: orderNo }).click();
    await expect(ops).toHaveURL(new RegExp(`/ops/orders/${orderNo}$`));
    await ops.getByRole('button', { name: '发货', exact: true }).click();
    const dialog = ops.getByRole('alertdialog', { name: '确认发货' });
    await dialog.getByRole('button', { name: '确认发货' }).click();
    const parcel = ops.getByRole('region', { name: '包裹 1' });
    await expect(parcel).toBeVisible(slow);
    const waybill = (await parcel.getByRole('definition').nth(1).textContent())?.trim() ?? '';
    expect(waybill).toMatch(/^[A-Z0-9]{10,}$/);
    await expect(ops.getByRole('list', { name: '订单时间线' })).toContainText('周敏');
    // The label and packing slip, downloaded and read: the waybill and the consignee on it.
    const [download] = await Promise.all([
      ops.waitForEvent('download'),
      ops.getByRole('button', { name: '打印面单和装箱单' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`面单与装箱单-${orderNo}.pdf`);
    const slip = await pdfText(await downloadedBytes(download));
    expect(slip).toContain(waybill);
    expect(slip).toContain('装箱单');
    const results = await new AxeBuilder({ page: ops }).withTags(wcag).analyze();
    expect(results.violations).toEqual([]);

    // The member's order page: shipped, with the waybill the console allocated.
    await page.goto(`/myIndex/order?orderNo=${orderNo}`);
    await expect(page.getByRole('region', { name: '已发货' })).toBeVisible(slow);
    await expect(page.getByText(waybill).first()).toBeVisible();

    // The administrator reads the act in the audit log, with its actor.
    const admin = await staffPage(browser, 'JY80001');
    await admin.getByRole('link', { name: '操作日志' }).click();
    await admin.getByRole('textbox', { name: '对象编号' }).fill(orderNo);
    await admin.getByRole('button', { name: '查询' }).click();
    await expect(admin.getByRole('row').filter({ hasText: 'order.ship' })).toContainText('JY80002 周敏', slow);
  });

  test('a 客服 reads orders but cannot ship or manage roles: hidden in the console, refused by the server', async ({
    browser,
  }) => {
    const ops = await staffPage(browser, 'JY80003');
    await expect(ops.getByRole('grid', { name: '订单列表' })).toBeVisible(slow);
    await ops.goto('/ops/roles');
    await expect(ops.getByRole('heading', { name: '没有权限' })).toBeVisible(slow);
    const token = await ops.evaluate(
      () => JSON.parse(localStorage.getItem('mall.session') ?? '{}').user?.idToken as string,
    );
    const answer = await ops.request.post('/mall-ops-server/api/v1/staff/roles', {
      headers: { idToken: token },
      data: { staffCode: 'JY80003', roles: ['admin'] },
    });
    expect(answer.status()).toBe(403);
  });

  test('a 财务 opens the after-sales queue, to confirm the large refunds a 运营 approved, but cannot ship', async ({
    browser,
  }) => {
    const finance = await staffPage(browser, 'JY80006');
    await finance.getByRole('link', { name: '售后处理' }).click();
    await expect(finance.getByRole('heading', { level: 1, name: '售后处理' })).toBeVisible(slow);
    await expect(finance.getByRole('heading', { name: '没有权限' })).toHaveCount(0);
  });
});
