import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  goodsDetail,
  inStockLine,
  inStockPiece,
  ledgerRow,
  openCheckout,
  signInWithPassword,
  slow,
} from '../support/mall.ts';
import { fulfilAfterSeconds } from '../serverEnv.ts';
import { approveRefundInConsole } from '../support/ops.ts';

/**
 * Issue #12 order centre against the seeded reference server: an order made at checkout waits under
 * 待付款, is cancelled (its stock comes back) and deleted; a shipped order is confirmed received; an
 * order bought shows under 待付款, paid under 待发货, ships in parcels whose tracking the buyer follows, then is
 * confirmed received with a guarantee linked for each piece; a paid order's
 * refund is applied for before it ships, approved at the development operator and refunded with its points.
 */

type Detail = { skus: { attribute: string; stockQtyWeb: number }[] };

async function stockOf(request: APIRequestContext, mouldNo: string, attribute: string) {
  const detail = await goodsDetail<Detail>(request, mouldNo);
  return detail?.skus.find((sku) => sku.attribute === attribute)?.stockQtyWeb;
}

const card = (page: Page, orderNo: string) => page.getByRole('article', { name: new RegExp(orderNo) });

test.describe('the order centre (issue #12)', () => {
  test('an unpaid order waits under 待付款; cancelling it closes it and returns its stock; deleting hides it', async ({
    page,
    request,
  }) => {
    test.slow();
    const { mouldNo, line } = await inStockPiece(request, 'JYP');
    const before = await stockOf(request, mouldNo, line.attribute);
    await openCheckout(page, [line], '13900000001', 'Jinyuan2026');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/, slow);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    expect(await stockOf(request, mouldNo, line.attribute)).toBe((before ?? 0) - 1);

    await page.goto('/myIndex/orderList?tab=unpaid');
    await expect(page.getByRole('tab', { name: /待付款/, selected: true })).toBeVisible(slow);
    await expect(card(page, orderNo)).toContainText('待付款');
    await expect(card(page, orderNo).getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      `/submitSuccess?orderNo=${orderNo}`,
    );

    await card(page, orderNo).getByRole('button', { name: '取消订单' }).click();
    const cancel = page.getByRole('alertdialog', { name: '取消订单' });
    await cancel.getByRole('button', { name: '确定取消' }).click();
    await expect(cancel).toBeHidden();
    await expect(card(page, orderNo)).toHaveCount(0);
    expect(await stockOf(request, mouldNo, line.attribute)).toBe(before);

    await page.getByRole('tab', { name: /全部/ }).click();
    await expect(page).toHaveURL(/\/myIndex\/orderList$/);
    await expect(card(page, orderNo)).toContainText('交易关闭');
    await card(page, orderNo).getByRole('button', { name: '删除订单' }).click();
    await page.getByRole('alertdialog', { name: '删除订单' }).getByRole('button', { name: '确定删除' }).click();
    await expect(card(page, orderNo)).toHaveCount(0);
  });

  test('a shipped order is confirmed received, moves from 待收货 to 已完成, and its 评价 shows on the product page', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/myIndex/orderList?tab=toReceive');
    await signInWithPassword(page, '13900000003', 'Jinyuan2026');
    const tab = page.getByRole('tab', { name: /待收货/, selected: true });
    await expect(tab).toBeVisible(slow);
    const shipped = page.getByRole('article').filter({ hasText: '已发货' }).first();
    const heading = (await shipped.getByRole('heading').textContent()) ?? '';
    const orderNo = /JY\w+/.exec(heading)?.[0] ?? '';
    expect(orderNo).not.toBe('');

    await shipped.getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('alertdialog', { name: '确认收货' }).getByRole('button', { name: '确认收货' }).click();
    await expect(card(page, orderNo)).toHaveCount(0);
    await page.getByRole('tab', { name: /已完成/ }).click();
    await expect(card(page, orderNo)).toContainText('交易成功');

    await card(page, orderNo).getByRole('link', { name: '订单详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/myIndex/order\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('main')).toContainText('确认收货');

    // 评价 (spec §4: on successful unreviewed orders): the first piece, four stars by keyboard, anonymously.
    await page.getByRole('link', { name: '评价' }).click();
    await expect(page).toHaveURL(new RegExp(`/myIndex/orderEvaluate\\?orderNo=${orderNo}$`));
    const form = page.getByRole('form', { name: '订单商品评价' });
    const first = form.getByRole('listitem').first();
    await first.getByRole('radio', { name: '1 星' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('radio', { name: '4 星' })).toBeChecked();
    const text = `端到端评价 ${orderNo}：金色很正，做工精致。`;
    await first.getByRole('textbox', { name: '评价内容' }).fill(text);
    // React Aria's box is a visually hidden input under its label (as the bag's 全选).
    await first.getByRole('checkbox', { name: /匿名评价/ }).check({ force: true });
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByRole('heading', { name: '感谢您的评价' })).toBeVisible(slow);

    await page.getByRole('link', { name: '去商品页看评价' }).click();
    await expect(page).toHaveURL(/\/goods\?mouldNo=/);
    await page.getByRole('tab', { name: '商品评价' }).click();
    const review = page.getByRole('listitem').filter({ hasText: text });
    await expect(review).toBeVisible(slow);
    await expect(review).toContainText('张**');
    await expect(review).toContainText('4星，满分5星');

    // Its one piece reviewed, the order offers 评价 no more.
    await page.goto(`/myIndex/order?orderNo=${orderNo}`);
    await expect(page.getByRole('main')).toContainText('交易成功', slow);
    await expect(page.getByRole('link', { name: '评价' })).toHaveCount(0);
  });

  test('an order bought waits under 待付款, paid under 待发货, ships in parcels with tracking, and 确认收货 completes it', async ({
    page,
    request,
  }) => {
    // Waits half a minute for the warehouse, then for the carrier's events.
    test.setTimeout(180_000);
    // A gold piece and a gold bar: the jewellery store and the bullion vault ship a parcel each.
    const lines = [await inStockLine(request, 'JYG', 4), await inStockLine(request, 'JYB')];
    await openCheckout(page, lines, '13900000001', 'Jinyuan2026');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/, slow);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    // Bought: the list has it under 待付款, and its 去支付 leads to the payment.
    await page.goto('/myIndex/orderList?tab=unpaid');
    await expect(card(page, orderNo)).toContainText('待付款', slow);
    await card(page, orderNo).getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/submitSuccess\\?orderNo=${orderNo}$`));
    await page.getByRole('button', { name: '去支付' }).click();
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/paySuccess\\?orderNo=${orderNo}$`), slow);
    // Paid: 待发货 until the warehouse ships it (FULFIL_AFTER_SECONDS later).
    await page.goto('/myIndex/orderList?tab=toShip');
    await expect(card(page, orderNo)).toContainText('待发货', slow);

    // The warehouse ships it once FULFIL_AFTER_SECONDS have passed (the e2e server sweeps every second).
    await page.goto(`/myIndex/order?orderNo=${orderNo}`);
    const shipped = page.getByRole('region', { name: '已发货' });
    await expect(async () => {
      await page.reload();
      await expect(shipped).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: (fulfilAfterSeconds + 30) * 1000 });
    await expect(page.getByRole('region', { name: '物流信息' }).getByRole('article')).toHaveCount(2);
    await shipped.getByRole('link', { name: '查看物流' }).click();

    await expect(page).toHaveURL(new RegExp(`/myIndex/branchOrder\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: '物流详情' })).toBeVisible();
    await expect(page.getByText(`订单 ${orderNo} 共 2 个包裹`)).toBeVisible();
    const bar = page.getByRole('article', { name: '包裹 2' });
    await expect(bar).toContainText('顺丰速运');
    await expect(bar).toContainText(/SF1\d{12}/);
    // The carrier's clock runs an hour a second here: collected, then on its way, newest first.
    const timeline = bar.getByRole('list', { name: '包裹 2的物流轨迹' });
    await expect(async () => {
      await page.reload();
      await expect(timeline.getByRole('listitem')).not.toHaveCount(0, { timeout: 2_000 });
      expect(await timeline.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    }).toPass({ timeout: 30_000 });
    await expect(timeline.getByRole('listitem').last()).toContainText('已揽收');
    await expect(timeline.getByRole('listitem').first()).toContainText(/运输中|派送中|已签收/);

    await page.getByRole('button', { name: '返回订单详情' }).click();
    await page.getByRole('region', { name: '已发货' }).getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('alertdialog', { name: '确认收货' }).getByRole('button', { name: '确认收货' }).click();
    await expect(page.getByRole('region', { name: '交易成功' })).toBeVisible();
    // Delivered: each piece's electronic guarantee is linked from the order (issue #12 with #14); no freight.
    const guarantees = page.getByRole('region', { name: '保单与发票' }).getByRole('link');
    await expect(guarantees).toHaveCount(2);
    for (const link of await guarantees.all()) {
      await expect(link).toHaveAttribute('href', /^\/electronicGuarantee\?certNo=[0-9A-Z]+$/);
    }
    await expect(page.getByRole('region', { name: '订单金额' })).toContainText('运费免运费');
    // The journey goes on to 评价 (the review test above follows it to the product page).
    await expect(page.getByRole('link', { name: '评价' })).toHaveAttribute(
      'href',
      `/myIndex/orderEvaluate?orderNo=${orderNo}`,
    );
  });

  test('a paid order is refunded: apply, the operator approves, 已退款 and the points back', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const line = await inStockLine(request, 'JYP', 1);
    await openCheckout(page, [line], '13900000001', 'Jinyuan2026');
    await expect(page.getByText(/可用积分/).first()).toBeVisible(slow);
    await page.getByRole('textbox', { name: '使用积分' }).fill('500');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/, slow);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByRole('button', { name: '去支付' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '沙箱收银台' })).toBeVisible(slow);
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(/\/paySuccess\?orderNo=/, slow);

    await page.goto(`/myIndex/order?orderNo=${orderNo}`);
    const status = page.getByRole('region', { name: '待发货' });
    await status.getByRole('button', { name: '申请退款' }).click(slow);
    const drawer = page.getByRole('dialog', { name: '申请退款' });
    await drawer.getByRole('button', { name: /退款原因/ }).click(slow);
    await page.getByRole('option', { name: '不想要了' }).click();
    await drawer.getByRole('textbox', { name: '问题描述' }).fill('买重了，想退掉');
    await drawer.getByRole('button', { name: '提交申请' }).click();
    await expect(drawer).toBeHidden(slow);
    const progress = page.getByRole('region', { name: /^退款申请 RF/ });
    await expect(progress).toContainText('申请中', slow);
    await expect(progress).toContainText('500');

    // Staff approve it in the console (a 运营; a 财务 too above the threshold); the sandbox PSP refunds and notifies.
    await approveRefundInConsole(browser, orderNo);

    await page.reload();
    await expect(page.getByRole('region', { name: '交易关闭' })).toBeVisible(slow);
    await expect(progress).toContainText('已退款');
    await expect(progress.getByRole('listitem').filter({ hasText: '退款成功' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await page.goto('/myIndex/orderList?tab=refund');
    await expect(card(page, orderNo)).toContainText('已退款', slow);

    // The 500 points are back, in this order's row of the points record (not the balance: the bag
    // journey spends 王女士's points in parallel).
    await page.goto('/myIndex/membership');
    await expect(ledgerRow(page, orderNo, '退款返还')).toContainText('+500', slow);
  });
});
