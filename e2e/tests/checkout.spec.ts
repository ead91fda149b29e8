import { expect, test, type Page } from '@playwright/test';
import { inStockLine, inStockPiece, openCheckout, payUrl, pickRegion, signInAsStaff } from '../support/mall.ts';

/**
 * Issue #7 checkout and payment against the seeded reference server: /pay priced by the server,
 * points (with the points password where the card has one), one order per checkout, the sandbox
 * cashier (DESIGN.md §5) and the result pages; a failed payment retried for the same order.
 */

const summary = (page: Page) => page.getByRole('region', { name: '订单金额' });
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test.describe('checkout and payment (issue #7)', () => {
  test('a member checks out with points, pays at the sandbox cashier and lands on /paySuccess', async ({
    page,
    request,
  }) => {
    test.slow();
    const line = await inStockLine(request, 'JYG');
    await openCheckout(page, [line], '13900000003', 'Jinyuan2026');

    // Points re-price the order; 张太太's card asks for the points password (seed: 123456).
    const before = fen((await summary(page).getByRole('status').textContent()) ?? '');
    await page.getByRole('textbox', { name: '使用积分' }).fill('500');
    await expect(summary(page).getByText('积分抵扣')).toBeVisible();
    await expect(summary(page).getByRole('status')).not.toContainText('金额计算中');
    const payable = fen((await summary(page).getByRole('status').textContent()) ?? '');
    expect(before - payable).toBe(1000);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByText('请输入6位积分密码')).toBeVisible();
    await page.getByLabel(/积分密码/).fill('123456');
    await page.getByRole('button', { name: '提交订单' }).click();

    await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: '订单提交成功' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0); // header hidden (spec §2)
    await expect(page.getByRole('main')).toContainText(orderNo);
    await page.getByRole('radio', { name: '支付宝' }).check({ force: true });
    await page.getByRole('button', { name: '去支付' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '沙箱收银台' })).toBeVisible();
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/paySuccess\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(orderNo);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a failed payment lands on /payFail and a retry pays the same order', async ({ page, request }) => {
    test.slow();
    const line = await inStockLine(request, 'JYG', 1);
    await openCheckout(page, [line], '13900000001', 'Jinyuan2026');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByRole('button', { name: '去支付' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '沙箱收银台' })).toBeVisible();
    await page.getByRole('button', { name: '模拟失败' }).click();

    await expect(page).toHaveURL(new RegExp(`/payFail\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: '支付失败' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0); // header hidden (spec §2)
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '沙箱收银台' })).toBeVisible();
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/paySuccess\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
  });

  test('a member without an address adds one inline; a missing checkout list leads back to the bag', async ({
    page,
    request,
  }) => {
    const line = await inStockLine(request, 'JYG', 2);
    await openCheckout(page, [line], '13900000005', 'Jinyuan2026');
    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByRole('button', { name: '保存并使用' }).click();
    await expect(form.getByText('请输入收货人')).toBeVisible();
    await expect(form.getByText('请输入详细地址（5–120个字）')).toBeVisible();
    await expect(form.getByText('请选择省份')).toBeVisible();
    await form.getByRole('textbox', { name: /收货人/ }).fill('刘先生');
    await form.getByRole('textbox', { name: /手机号码/ }).fill('13900000005');
    await pickRegion(form, ['浙江省', '杭州市', '西湖区']);
    await form.getByRole('textbox', { name: /详细地址/ }).fill('文三路90号东部软件园');
    await form.getByRole('button', { name: '保存并使用' }).click();
    await expect(page.getByRole('radio', { name: /刘先生/ })).toBeChecked();
    await expect(form).toHaveCount(0);

    await page.goto('/pay');
    await expect(page.getByRole('heading', { level: 1, name: '请选择结算商品！' })).toBeVisible();
    await page.getByRole('button', { name: '返回购物袋' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("a staff user's total skips the marketing discounts and member points (spec §6, §9)", async ({
    page,
    request,
  }) => {
    const line = { ...(await inStockLine(request, 'JYG', 3)), buyNum: 3 };
    await signInAsStaff(page, 'JY80001');

    await page.goto(payUrl([line]));
    await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await expect(summary(page).getByRole('term')).toHaveText(['商品总额']);
    const goodsTotal = fen((await summary(page).getByRole('definition').first().textContent()) ?? '');
    expect(fen((await summary(page).getByRole('status').textContent()) ?? '')).toBe(goodsTotal);
    await expect(page.getByRole('region', { name: '积分抵扣' })).toHaveCount(0);
  });

  test('the staff purchase limit stops an over-limit checkout in the bag (spec §4, §8)', async ({ page, request }) => {
    test.slow();
    // JY80003's monthly limit is ¥2,000 (seed); one gold ring is more.
    const { mouldNo } = await inStockPiece(request, 'JYG', 4);
    await signInAsStaff(page, 'JY80003');
    await page.goto(`/goods?mouldNo=${mouldNo}`);
    await page.getByRole('button', { name: '加入购物袋' }).click();
    await expect(page.getByText('已加入购物袋')).toBeVisible();
    await page.getByRole('button', { name: /^购物袋/ }).click();
    const bag = page.getByRole('dialog', { name: '购物袋' });
    await bag.getByRole('button', { name: '结算' }).click();
    await expect(bag.getByRole('alert')).toContainText('超出员工内购限额');
    await expect(page).not.toHaveURL(/\/pay/);
  });
});
