import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { smsCooldownSeconds } from '../serverEnv.ts';
import { captchaPass, latestCode, passCaptchaByClick, signInWithPassword, slow } from '../support/mall.ts';

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

test('a member exports the data and reads the bundle (issue #13, PIPL)', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await signInWithPassword(page, '13900000006', 'Jinyuan2026');
  await expect(page).toHaveURL(accountOverview, slow);
  await page.goto('/myIndex/accountInformation');
  const panel = page.getByRole('main').getByRole('form', { name: '导出个人信息' });
  await expect(panel).toContainText('验证码将发送至 139****0006', slow);
  await passCaptchaByClick(panel);
  const sentAt = Date.now();
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await panel.getByRole('textbox', { name: /验证码/ }).fill(await latestCode(page, '13900000006', sentAt));
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: '验证并导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^金缘珠宝-个人信息-\d{8}\.zip$/);
  await expect(panel.getByRole('status')).toContainText('已下载', slow);

  // The bundle: everything held about 黄女士, as JSON and as CSV tables.
  const zip = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining(['data.json', 'profile.csv', 'orders.csv', 'footprints.csv']),
  );
  const data = JSON.parse(strFromU8(zip['data.json'] ?? new Uint8Array())) as {
    profile: { mobile: string; familyName: string };
    orders: unknown[];
    addresses: unknown[];
    points: { availablePoint: number };
  };
  expect(data.profile).toMatchObject({ mobile: '13900000006', familyName: '黄' });
  expect(data.points.availablePoint).toBeGreaterThanOrEqual(0);
  expect(strFromU8(zip['profile.csv'] ?? new Uint8Array())).toContain('13900000006');
});

/** A mainland number no seeded member has: 136 + 8 digits from the clock and a random part. */
function freshMobile(): string {
  const tail = `${Date.now() % 100_000}`.padStart(5, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return `136${tail}`;
}

/** Registers `mobile` through the public calls (code from the dev outbox); the answer's status. */
async function register(page: Page, mobile: string, password: string): Promise<number> {
  const pass = await captchaPass(page.request);
  const sentAt = Date.now();
  const sent = await page.request.post('/auth/gt/send/sms', {
    data: {
      mobile,
      smsType: 2,
      captchaId: pass.captcha_id,
      captchaOutput: pass.captcha_output,
      genTime: pass.gen_time,
      lotNumber: pass.lot_number,
      passToken: pass.pass_token,
    },
  });
  expect(sent.status()).toBe(200);
  const answer = await page.request.post('/auth/register', {
    data: {
      mobile,
      password: createHash('md5').update(password).digest('hex'),
      smsCode: await latestCode(page, mobile, sentAt),
      familyName: '钱',
      memberTitle: 1,
      countryNo: '86',
      birthday: '',
      joinBranch: 60580,
      joinType: 28,
    },
  });
  return answer.status();
}

test('a fresh account cancels itself and can no longer sign in; its number registers again (issue #13)', async ({
  page,
}) => {
  test.slow();
  const mobile = freshMobile();
  const password = 'Coral2026ab';
  expect(await register(page, mobile, password)).toBe(200);
  const registeredAt = Date.now();

  await page.goto('/login');
  await signInWithPassword(page, mobile, password);
  await expect(page).toHaveURL(accountOverview, slow);
  await page.goto('/myIndex/accountInformation');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '申请注销账户' }).click(slow);
  const dialog = page.getByRole('dialog', { name: '注销账户' });
  await expect(dialog).toContainText('注销后您将失去：', slow);
  await expect(dialog).toContainText('可用积分 0');
  await expect(dialog).toContainText('礼品卡余额 ¥0.00');
  await passCaptchaByClick(dialog);
  await page.waitForTimeout(Math.max(0, registeredAt + (smsCooldownSeconds + 1) * 1000 - Date.now()));
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('textbox', { name: /验证码/ }).fill(await latestCode(page, mobile, sentAt));
  await dialog.getByRole('button', { name: '确认注销' }).click();

  // Signed out, at home.
  await expect(page).toHaveURL(/\/home$/, slow);
  await page.getByRole('button', { name: '我的账户' }).click();
  await expect(
    page.getByRole('dialog', { name: '我的账户' }).getByRole('button', { name: '登录', exact: true }),
  ).toBeVisible(slow);
  await page.keyboard.press('Escape');

  // The cancelled account cannot sign in: the generic error.
  await page.goto('/login');
  await signInWithPassword(page, mobile, password);
  await expect(page.getByRole('alertdialog', { name: '登录错误' })).toContainText('账号或密码错误', slow);

  // The number is free again.
  await page.waitForTimeout((smsCooldownSeconds + 1) * 1000);
  expect(await register(page, mobile, 'Coral2027cd')).toBe(200);
});
