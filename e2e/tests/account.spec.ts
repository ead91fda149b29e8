import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword, slow } from '../support/mall.ts';

// Account information (issue #13 item 2) against the seeded reference server. The seeded member
// 13900000007 (孙女士, no birthday yet) is this journey's own, so no other journey sees its changes.

const accountOverview = /\/myIndex\/accountOverview$/;

async function logOut(page: Page) {
  await page.getByRole('button', { name: '我的账户' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/home$/, slow);
}

test('a member edits the profile (birthday once) and changes the password (issue #13)', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await signInWithPassword(page, '13900000007', 'Jinyuan2026');
  await expect(page).toHaveURL(accountOverview, slow);
  await page.goto('/myIndex/accountInformation');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible(slow);

  // Profile: the name, the title from the fixed list and the birthday, which is then read-only.
  const profile = main.getByRole('region', { name: '个人资料' });
  await expect(profile).toContainText('未填写', slow);
  await profile.getByRole('button', { name: '修改资料' }).click();
  const form = main.getByRole('form', { name: '个人资料' });
  await form.getByRole('textbox', { name: /姓氏/ }).fill('');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('textbox', { name: /姓氏/ })).toHaveAccessibleDescription('请输入姓氏');
  await form.getByRole('textbox', { name: /姓氏/ }).fill('孫');
  await form.getByRole('button', { name: /称谓/ }).click();
  await page.getByRole('option', { name: '太太' }).click();
  await form.getByRole('spinbutton', { name: /^年/ }).click();
  await page.keyboard.type('19920520');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(profile).toContainText('1992-05-20', slow);
  await expect(profile).toContainText('孫');
  await expect(profile).toContainText('太太');
  // The account pop-up's member summary reads the refreshed member info (spec §9).
  await page.getByRole('button', { name: '我的账户' }).click();
  await expect(page.getByRole('region', { name: '会员信息' })).toContainText('孫太太', slow);
  await page.keyboard.press('Escape');
  // After a reload the server still has it, and the birthday can no longer change.
  await page.reload();
  await profile.getByRole('button', { name: '修改资料' }).click(slow);
  await expect(form.getByText('生日设置后不可修改，如需更正请联系客服')).toBeVisible();
  await expect(form.getByRole('spinbutton', { name: /^年/ })).toHaveCount(0);
  await form.getByRole('button', { name: '取消' }).click();

  // Password: spec §5 messages first, then a wrong old password, then the change.
  const password = main.getByRole('form', { name: '修改登录密码' });
  await password.getByLabel(/^新密码/).fill('abcdefgh');
  await password.getByLabel(/^确认密码/).fill('abcdefgi');
  await password.getByRole('button', { name: '确认修改' }).click();
  await expect(password.getByLabel(/^原密码/)).toHaveAccessibleDescription('请输入原密码');
  await expect(password.getByLabel(/^确认密码/)).toHaveAccessibleDescription('两次输入的密码不一致');
  await password.getByLabel(/^原密码/).fill('Wrong2026');
  await password.getByLabel(/^新密码/).fill('Pearl2027ab');
  await password.getByLabel(/^确认密码/).fill('Pearl2027ab');
  await password.getByRole('button', { name: '确认修改' }).click();
  await expect(password.getByRole('alert')).toHaveText('原密码错误，还可尝试 4 次', slow);
  await expect(password.getByLabel(/^新密码/)).toHaveValue('Pearl2027ab');
  await password.getByLabel(/^原密码/).fill('Jinyuan2026');
  await password.getByRole('button', { name: '确认修改' }).click();
  await expect(password.getByRole('status')).toHaveText('密码已修改，其他设备需重新登录', slow);

  // This session stays; the new password signs in, the old one does not.
  await page.reload();
  await expect(main.getByRole('region', { name: '个人资料' })).toBeVisible(slow);
  await logOut(page);
  await page.goto('/login');
  await signInWithPassword(page, '13900000007', 'Jinyuan2026');
  await expect(page.getByRole('alertdialog', { name: '登录错误' })).toContainText('账号或密码错误', slow);
  await page.getByRole('alertdialog', { name: '登录错误' }).getByRole('button').click();
  await signInWithPassword(page, '13900000007', 'Pearl2027ab');
  // Signed in: back to the page the guard remembered, or the overview (spec §4).
  await expect(page).toHaveURL(/\/myIndex\/account(Overview|Information)$/, slow);
  await expect(page.getByRole('button', { name: '我的账户' })).toBeVisible();
});
