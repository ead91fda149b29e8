import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { goodsDetail, inStockPiece, openCheckout, signInWithPassword, slow } from '../support/mall.ts';

/**
 * Issue #12 order centre against the seeded reference server: an order made at checkout waits under
 * 待付款, is cancelled (its stock comes back) and deleted; a shipped order is confirmed received.
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
});
