import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { goodsDetail, inStockLine, inStockPiece, openCheckout, signInWithPassword, slow } from '../support/mall.ts';

/**
 * Issue #12 order centre against the seeded reference server: an order made at checkout waits under
 * 待付款, is cancelled (its stock comes back) and deleted; a shipped order is confirmed received; a
 * paid order ships in parcels whose tracking the buyer follows, then confirms receipt.
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

  test('a shipped order is confirmed received and moves from 待收货 to 已完成', async ({ page }) => {
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
  });

  test('a paid order ships in parcels with tracking events, and 确认收货 completes it', async ({ page, request }) => {
    test.slow();
    // A gold piece and a gold bar: the jewellery store and the bullion vault ship a parcel each.
    const lines = [await inStockLine(request, 'JYG', 4), await inStockLine(request, 'JYB')];
    await openCheckout(page, lines, '13900000001', 'Jinyuan2026');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/, slow);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByRole('button', { name: '去支付' }).click();
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/paySuccess\\?orderNo=${orderNo}$`), slow);

    // The warehouse ships it at the next sweep (the e2e server sweeps every second).
    await page.goto(`/myIndex/order?orderNo=${orderNo}`);
    const shipped = page.getByRole('region', { name: '已发货' });
    await expect(async () => {
      await page.reload();
      await expect(shipped).toBeVisible({ timeout: 2_000 });
    }).toPass(slow);
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
  });
});
