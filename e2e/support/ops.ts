import { expect, type Browser } from '@playwright/test';
import { signInAtProvider, slow } from './mall.ts';

const ops = '/mall-ops-server/api/v1';

/**
 * Signs a staff member in at /ops (the console's own callback, through the staff provider) in a fresh
 * context and answers their session's idToken, for calls to the console's API as that person.
 */
export async function staffToken(browser: Browser, staffCode: string): Promise<string> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/ops/orders');
  await page.getByRole('button', { name: '前往统一身份认证登录' }).click(slow);
  await signInAtProvider(page, staffCode);
  await expect(page).toHaveURL(/\/ops\/orders$/, slow);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('mall.session') ?? '{}').user?.idToken as string,
  );
  expect(token).toBeTruthy();
  await context.close();
  return token;
}

/**
 * Staff approve the order's waiting refund in the console (issue #29 "After-sales"): a 运营 (JY80002)
 * finds it in the queue and approves what was asked; above the second-approval threshold a 财务
 * (JY80006) confirms it. The sandbox PSP refunds and its signed notice settles the refund.
 */
export async function approveRefundInConsole(browser: Browser, orderNo: string): Promise<void> {
  const operations = await staffToken(browser, 'JY80002');
  const context = await browser.newContext();
  try {
    const queue = await context.request.get(`${ops}/aftersales?pageSize=100`, { headers: { idToken: operations } });
    expect(queue.status()).toBe(200);
    const rows = (await queue.json()).data.rows as { refundNo: string; orderNo: string; amountFen: number }[];
    const refund = rows.find((row) => row.orderNo === orderNo);
    expect(refund, `a refund of ${orderNo} waiting`).toBeDefined();
    const approved = await context.request.post(`${ops}/aftersales/approve`, {
      headers: { idToken: operations },
      data: { refundNo: refund?.refundNo, amountFen: refund?.amountFen, reason: '同意退款' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    if ((await approved.json()).data.outcome !== 'firstApproval') return;
    const finance = await staffToken(browser, 'JY80006');
    const confirmed = await context.request.post(`${ops}/aftersales/confirm`, {
      headers: { idToken: finance },
      data: { refundNo: refund?.refundNo, amountFen: refund?.amountFen },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await context.close();
  }
}
