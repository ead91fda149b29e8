import { expect, test } from '@playwright/test';
import { signInAtProvider, signInMember } from '../support/mall.ts';

/**
 * Issue #5 journeys around a signed-in session: a staff user through the OpenID provider (spec §4
 * "Staff login with returned code", §6 watermark and royalty shop), and a member whose accepted
 * clauses are outdated (spec §4 "Clause agreement flow"; the README's demo 13900000002).
 */

test.describe('a staff user (spec §4 staff login, §6 staff)', () => {
  test('signs in through the OpenID provider and sees the watermark and the royalty shop', async ({ page }) => {
    await page.goto('/login/staffCallback');
    await page.getByRole('button', { name: '前往统一身份认证登录' }).click();

    // The embedded provider's own sign-in page, reached with code + PKCE S256 + openid.
    await signInAtProvider(page, 'JY80001');

    // Back at the mall: the code is exchanged and the staff user lands on account overview.
    await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, { timeout: 15_000 });
    const watermark = page.locator('[data-watermark]');
    await expect(watermark).toHaveAttribute('aria-hidden', 'true');
    expect(decodeURIComponent((await watermark.getAttribute('style')) ?? '')).toContain('林晓 · JY80001');
    await expect(page.getByRole('link', { name: '权益金商城' })).toBeVisible();
    await page.getByRole('link', { name: '权益金商城' }).click();
    await expect(page).toHaveURL(/\/myIndex\/royalty\/index$/);

    // Staff are exempt from the clause notice (spec §6).
    await page.waitForTimeout(1500);
    await expect(page.getByRole('alertdialog', { name: '条款变更提示' })).toHaveCount(0);
  });

  test('a forged return is refused with 登录错误 and the staff sign-in comes back', async ({ page }) => {
    // The 登录错误 toast shows for 1.5 s (spec §8), which polling can miss on a busy machine: the page
    // itself notes every alert dialog it shows, across the navigation back to the staff sign-in.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const dialog of document.querySelectorAll('[role="alertdialog"]')) {
          if (dialog.textContent?.includes('登录错误')) sessionStorage.setItem('e2e.sawLoginError', '1');
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/login/staffCallback?code=forged&state=forged');
    await expect(page).toHaveURL(/\/login\/staffCallback$/, { timeout: 15_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('e2e.sawLoginError'))).toBe('1');
    await expect(page.getByRole('button', { name: '前往统一身份认证登录' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mall.session'))).toBeNull();
  });
});

test.describe('a member with outdated clauses (spec §4 clause agreement flow)', () => {
  // One seeded member: disagree first, then agree changes the server's record.
  test.describe.configure({ mode: 'serial' });

  test('sees the change notice after login; disagree logs out', async ({ page, request }) => {
    await signInMember(page, request, '13900000002', 'Jinyuan2026');

    const notice = page.getByRole('alertdialog', { name: '条款变更提示' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice.getByRole('link', { name: /个人资料收集声明/ })).toHaveAttribute(
      'href',
      '/article/detail?clauseKey=personalInfoStatement&clauseVersion=V2',
    );
    await expect(notice.getByRole('link', { name: /金缘会员奖赏计划条款/ })).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(2);

    await notice.getByRole('button', { name: '不同意并退出登录' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('mall.session'))).toBeNull();
    // Logged out: the member centre asks for login.
    await page.goto('/myIndex/accountOverview');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('agree records the clauses: the notice does not come back', async ({ page, request }) => {
    await signInMember(page, request, '13900000002', 'Jinyuan2026');
    const notice = page.getByRole('alertdialog', { name: '条款变更提示' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await notice.getByRole('button', { name: '同意', exact: true }).click();
    await expect(notice).toBeHidden();

    // The server now holds the versions in force: a fresh browser cache still asks nothing.
    await page.evaluate(() => localStorage.removeItem('agreementIsCheckList'));
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(notice).toHaveCount(0);

    // The account pop-up shows the member summary (member/info).
    await page.getByRole('button', { name: '我的账户' }).hover();
    await expect(page.getByRole('region', { name: '会员信息' })).toContainText('李先生');
  });
});
