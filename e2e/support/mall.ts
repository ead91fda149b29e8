import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A page change that waits for a lazy route module or a form-post round trip on a busy 2-core machine. */
export const slow = { timeout: 20_000 };

/** The seeded staff password (README, demo accounts). */
export const staffPassword = 'Staff2026';

/** One click on the gap (WCAG 2.2 2.5.7): the slider captcha passed without dragging. */
export async function passCaptchaByClick(scope: Locator) {
  await scope.getByRole('button', { name: '点击按钮进行验证' }).click();
  await scope.getByRole('button', { name: '点击缺口完成验证' }).click();
  await expect(scope.getByText('验证通过')).toBeVisible();
}

/** Ticks both agreement boxes by clicking each box (the visually hidden input sits under it). */
export async function acceptAgreements(scope: Locator) {
  for (const name of [/用户协议/, /个人信息收集声明/]) {
    await scope
      .locator('label', { has: scope.page().getByRole('checkbox', { name }) })
      .click({ position: { x: 8, y: 12 } });
    await expect(scope.getByRole('checkbox', { name })).toBeChecked();
  }
}

/**
 * The password sign-in of the login view on show (spec §2 login view): the account tab, the
 * captcha by one click, both agreements, 登录. The caller says where it should land.
 */
export async function signInWithPassword(page: Page, username: string, password: string) {
  const form = page.getByRole('main');
  await form.getByRole('tab', { name: '账号登录' }).click(slow);
  await form.getByRole('textbox', { name: /手机号\/会员卡号/ }).fill(username);
  await form.getByLabel(/^登录密码/).fill(password);
  await passCaptchaByClick(form);
  await acceptAgreements(form);
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

/** The staff identity provider's own sign-in page (spec §4 staff login), reached from the mall's staff sign-in. */
export async function signInAtProvider(page: Page, staffCode: string) {
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('工号或邮箱').fill(staffCode);
  await page.getByLabel('密码').fill(staffPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Staff sign-in from /login/staffCallback through the provider, landing on the account overview. */
export async function signInAsStaff(page: Page, staffCode: string) {
  await page.goto('/login/staffCallback');
  await page.getByRole('button', { name: '前往统一身份认证登录' }).click();
  await signInAtProvider(page, staffCode);
  await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, { timeout: 15_000 });
}

/** A seeded product's details as the server gives them (queryGoodsDetails), or null when there is none. */
export async function goodsDetail<T>(request: APIRequestContext, mouldNo: string): Promise<T | null> {
  const response = await request.post('/mall-goods-server/product/queryGoodsDetails', { data: { mouldNo } });
  return response.ok() ? ((await response.json()) as { data: T }).data : null;
}
