import { expect, test } from '@playwright/test';
import { inStockPiece, openCheckout, signInWithPassword, slow, submitAndPay } from '../support/mall.ts';

/**
 * Issue #12 transfer gifts against the seeded reference server: a member buys a piece 作为礼物转赠
 * (no address asked), pays at the sandbox cashier and copies the share link from the order's
 * detail; another member opens it, signs in, accepts it to one of their addresses and sees where it
 * ships; the buyer's order then waits for or has left the warehouse. The buyer 13900000005 keeps no
 * address (the checkout journey adds their first); the recipient 13900000003 answers a gift only, so
 * their orders stay as the order-centre journey expects.
 */

test('a transfer gift: bought and paid, its link copied from the detail, accepted by another member, then shipped', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  // A pearl: no other journey counts its stock.
  const { line } = await inStockPiece(request, 'JYZ');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCheckout(page, [line], '13900000005', 'Jinyuan2026');
  const giftOption = page.getByRole('checkbox', { name: '作为礼物转赠' });
  await page.locator('label', { has: giftOption }).click();
  await expect(giftOption).toBeChecked();
  // A gift asks for no address: the recipient gives theirs.
  await expect(page.getByRole('form', { name: '新增收货地址' })).toHaveCount(0);
  const orderNo = await submitAndPay(page);

  await page.goto(`/myIndex/order?orderNo=${orderNo}`);
  await expect(page.getByRole('region', { name: '待领取', exact: true })).toBeVisible(slow);
  const share = page.getByRole('region', { name: '礼物待领取' });
  await share.getByRole('button', { name: '复制链接' }).click();
  await expect(share.getByRole('status')).toHaveText('复制成功');
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(shareUrl).toMatch(/\/gift\?token=[\w-]{43}$/);
  await expect(share.getByRole('textbox', { name: '分享链接' })).toHaveValue(shareUrl);

  // The recipient, in a browser of their own: the link asks them to sign in, then shows the gift.
  const theirs = await browser.newContext({ locale: 'zh-CN' });
  try {
    const recipient = await theirs.newPage();
    await recipient.goto(shareUrl);
    await signInWithPassword(recipient, '13900000003', 'Jinyuan2026');
    await expect(recipient).toHaveURL(/\/gift\?token=/, slow);
    await expect(recipient.getByRole('heading', { name: /送您一份礼物/ })).toBeVisible(slow);
    await expect(recipient.getByRole('radio', { name: /张太太/ })).toBeChecked();
    await recipient.getByRole('button', { name: '领取礼物' }).click();
    await expect(recipient.getByRole('heading', { name: '礼物已领取' })).toBeVisible(slow);
    await expect(recipient.getByText('礼物将寄往 浙江省 杭州市 西湖区')).toBeVisible();
  } finally {
    await theirs.close();
  }

  // The buyer's order is an ordinary order now: pending shipment, shipped at the next sweep.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: /^(待发货|已发货)$/ })).toBeVisible({ timeout: 2_000 });
  }).toPass(slow);
  await expect(page.getByRole('region', { name: '礼物待领取' })).toHaveCount(0);
});
