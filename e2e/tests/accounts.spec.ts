import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { smsCooldownSeconds } from '../serverEnv.ts';
import {
  acceptAgreements,
  captchaPass,
  latestCode,
  passCaptchaByClick,
  signInWithPassword,
  slow,
} from '../support/mall.ts';

// Accounts end to end (issue #5) against the seeded reference server: registration with a code from
// the development outbox, sign-in by SMS code and by password, password reset, and the guard's
// "back after login". The captcha is completed by keyboard only and by a single click.

const accountOverview = /\/myIndex\/accountOverview$/;
/** The e2e server's per-phone cooldown between codes (serverEnv.ts), plus a second of slack. */
const smsCooldownMs = (smsCooldownSeconds + 1) * 1000;

/** A mainland number no seeded member has: 137 + 8 digits from the clock and a random part. */
function newMobile(): string {
  const tail = `${Date.now() % 100_000}`.padStart(5, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return `137${tail}`;
}

/** Keyboard only: Enter on the captcha button, then the slider moved with Page Up / arrows and Enter. */
async function passCaptchaByKeyboard(scope: Locator, page: Page) {
  await scope.getByRole('button', { name: '点击按钮进行验证' }).focus();
  await page.keyboard.press('Enter');
  const slider = scope.getByRole('slider', { name: '验证滑块' });
  await expect(slider).toBeVisible();
  const valueText = (await slider.getAttribute('aria-valuetext')) ?? '';
  const target = Number(/缺口位置 (\d+)%/.exec(valueText)?.[1]);
  expect(Number.isInteger(target)).toBe(true);
  await slider.focus();
  for (let step = 0; step < Math.floor(target / 10); step += 1) await page.keyboard.press('PageUp');
  for (let step = 0; step < target % 10; step += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(target));
  await page.keyboard.press('Enter');
  await expect(scope.getByText('验证通过')).toBeVisible();
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: '我的账户' }).click();
}

async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  await openAccountMenu(page);
  await expect(
    page.getByRole('dialog', { name: '我的账户' }).getByRole('button', { name: '登录', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('accounts against the reference server', () => {
  test('a new shopper registers, signs in by code and by password, resets the password and signs in again', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const mobile = newMobile();
    const password = 'Gold2026ab';
    const newPassword = 'Jade2027cd';

    // Register in the drawer opened from the header's account pop-up (spec §2, §4).
    await page.goto('/home');
    await expect(page.getByRole('banner')).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole('dialog', { name: '我的账户' }).getByRole('button', { name: '注册', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '新用户注册' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('textbox', { name: /手机号/ }).fill(mobile);
    await passCaptchaByKeyboard(drawer, page);
    const firstSend = Date.now();
    await drawer.getByRole('button', { name: '获取验证码' }).click();
    await expect(drawer.getByRole('button', { name: /s 后可重新发送$/ })).toBeDisabled();
    await drawer.getByRole('textbox', { name: /验证码/ }).fill(await latestCode(page, mobile, firstSend));
    await drawer.getByRole('textbox', { name: /姓氏/ }).fill('赵');
    await drawer.getByRole('button', { name: /称谓/ }).click();
    await page.getByRole('option', { name: '女士' }).click();
    await drawer.getByRole('spinbutton', { name: /^年/ }).click();
    await page.keyboard.type('19920315');
    await drawer.getByLabel(/^登录密码/).fill(password);
    await drawer.getByLabel(/^确认密码/).fill(password);
    await acceptAgreements(drawer);
    await drawer.getByRole('button', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/registerSuccess$/, slow);
    await expect(page.getByRole('heading', { level: 2, name: '注册成功' })).toBeVisible(slow);

    // The register answer may sign the member in; either way, log out before signing in.
    await openAccountMenu(page);
    if (await page.getByRole('button', { name: '退出登录' }).isVisible()) {
      await page.keyboard.press('Escape');
      await logOut(page);
    } else {
      await page.keyboard.press('Escape');
    }

    // Sign in by SMS code on /login: the browser form post comes back with the one-time cookie.
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '手机验证登录' })).toBeVisible(slow);
    await main.getByRole('textbox', { name: /手机号/ }).fill(mobile);
    await passCaptchaByClick(main);
    await page.waitForTimeout(Math.max(0, firstSend + smsCooldownMs - Date.now()));
    const secondSend = Date.now();
    await main.getByRole('button', { name: '获取验证码' }).click();
    await expect(main.getByRole('button', { name: /s 后可重新发送$/ })).toBeDisabled();
    await main.getByRole('textbox', { name: /验证码/ }).fill(await latestCode(page, mobile, secondSend));
    await acceptAgreements(main);
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(accountOverview, slow);
    await openAccountMenu(page);
    await expect(page.getByText('您好，赵女士')).toBeVisible();
    await page.keyboard.press('Escape');
    await logOut(page);

    // Sign in by password.
    await page.goto('/login');
    await signInWithPassword(page, mobile, password);
    await expect(page).toHaveURL(accountOverview, slow);
    await logOut(page);

    // Reset the password on /reset (page mode: 重设成功 with go-shopping), then sign in with the new one.
    await page.goto('/reset');
    const reset = page.getByRole('main');
    await reset.getByRole('textbox', { name: /手机号/ }).fill(mobile);
    await passCaptchaByKeyboard(reset, page);
    await page.waitForTimeout(Math.max(0, secondSend + smsCooldownMs - Date.now()));
    const thirdSend = Date.now();
    await reset.getByRole('button', { name: '获取验证码' }).click();
    await reset.getByRole('textbox', { name: /验证码/ }).fill(await latestCode(page, mobile, thirdSend));
    await reset.getByLabel(/^新密码/).fill(newPassword);
    await reset.getByLabel(/^确认密码/).fill(newPassword);
    await reset.getByRole('button', { name: '确认' }).click();
    await expect(reset.getByRole('heading', { name: '重设成功' })).toBeVisible(slow);
    await expect(reset.getByRole('button', { name: '去购物' })).toBeVisible();

    await page.goto('/login');
    await signInWithPassword(page, mobile, password);
    // The old password no longer works: the 登录错误 dialog explains, confirming strips ?error.
    const error = page.getByRole('alertdialog', { name: '登录错误' });
    await expect(error).toBeVisible(slow);
    await error.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, mobile, newPassword);
    await expect(page).toHaveURL(accountOverview, slow);
  });

  test('a shopper told to wait after wrong passwords waits, tries again and gets in (issue #17 §3 growing delay)', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    // 周先生's card number (13900000008, seed/people.ts): the delay counts the account as typed, so the membership
    // journey, which types the phone number, is never held up by these failures.
    const cardNo = '886010007092';
    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByRole('tab', { name: '账号登录' }).click(slow);
    await form.getByRole('textbox', { name: /手机号\/会员卡号/ }).fill(cardNo);
    await form.getByLabel(/^登录密码/).fill('Jinyuan2026');
    await passCaptchaByClick(form);
    await acceptAgreements(form);
    // Meanwhile a guessing script posts wrong passwords for the account from this address: from the 2nd failure on
    // it is made to wait longer each time (1 s, 2 s), so four guesses take it a few seconds.
    let failures = 0;
    for (let guess = 1; failures < 4; guess += 1) {
      const wrong = await page.request.post('/login/password', {
        headers: { origin: baseURL ?? '' },
        maxRedirects: 0,
        form: {
          username: cardNo,
          password: createHash('md5').update(`Guess${guess}`).digest('hex'),
          ...(await captchaPass(page.request)),
          noNeedLogin: '0',
          joinKdp: '0',
          success_redirect_uri: '/login',
          failure_redirect_uri: '/login',
        },
      });
      const error = new URL(wrong.headers().location ?? '', baseURL).searchParams.get('error') ?? '';
      const wait = /^tooSoon:(\d+)$/.exec(error);
      if (wait) await page.waitForTimeout(Number(wait[1]) * 1000);
      else {
        expect(error).toBe('badCredentials');
        failures += 1;
      }
    }
    // The shopper's own try comes within the wait: refused unchecked, and told how many seconds to wait.
    await form.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '登录错误' });
    await expect(dialog).toContainText(/登录尝试过于频繁，请 [1-4] 秒后再试/, slow);
    const seconds = Number(/请 (\d) 秒后再试/.exec((await dialog.textContent()) ?? '')?.[1]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForTimeout((seconds + 1) * 1000);
    await signInWithPassword(page, cardNo, 'Jinyuan2026');
    await expect(page).toHaveURL(accountOverview, slow);
  });

  test('a visitor sent to /login from the cart comes back to the cart after signing in', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, '13900000004', 'Jinyuan2026');
    await expect(page).toHaveURL(/\/cart$/, slow);
  });

  test('an empty registration shows every message of spec §5', async ({ page }) => {
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '立即注册' }).click();
    for (const message of [
      '手机号不能为空',
      '请输入验证码',
      '请点击按钮进行验证',
      '请输入姓氏',
      '请选择称谓',
      '请输入8~16位数字+字母组合密码',
      '请再次输入登录密码',
    ]) {
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }
  });
});
