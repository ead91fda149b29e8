import { expect, test } from '@playwright/test';
import { signInWithPassword, slow } from '../support/mall.ts';

/**
 * Issue #13 address book (/myIndex/address) against the seeded reference server: the demo member
 * 13900000004 has no address; they add two, edit one, make the second the default and delete the
 * first after a confirm — the same addresses checkout then offers.
 */
test('the address book: add, edit, set default, delete (issue #13)', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await signInWithPassword(page, '13900000004', 'Jinyuan2026');
  await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, slow);
  await page.goto('/myIndex/address');
  const main = page.getByRole('main');
  await expect(main.getByText('您还没有收货地址，新增一个吧。')).toBeVisible(slow);

  const add = async (consignee: string, mobile: string, detail: string) => {
    await main.getByRole('button', { name: '新增收货地址' }).click();
    await main.getByRole('textbox', { name: /收货人/ }).fill(consignee);
    await main.getByRole('textbox', { name: /手机号码/ }).fill(mobile);
    await main.getByRole('textbox', { name: /省份/ }).fill('江苏省');
    await main.getByRole('textbox', { name: /城市/ }).fill('南京市');
    await main.getByRole('textbox', { name: /区\/县/ }).fill('鼓楼区');
    await main.getByRole('textbox', { name: /详细地址/ }).fill(detail);
    await main.getByRole('button', { name: '保存' }).click();
    await expect(main.getByRole('article', { name: consignee })).toBeVisible(slow);
  };
  await add('赵先生', '13700000004', '中山路1号金陵大厦12楼');
  await add('赵太太', '13700000044', '湖南路88号3栋201');
  await expect(main.getByText('已保存 2 个收货地址，最多 20 个')).toBeVisible();

  await main.getByRole('button', { name: '编辑赵先生的地址' }).click();
  await main.getByRole('textbox', { name: /详细地址/ }).fill('中山路2号金陵大厦15楼');
  await main.getByRole('button', { name: '保存' }).click();
  await expect(main.getByRole('article', { name: '赵先生' })).toContainText('中山路2号金陵大厦15楼', slow);

  await main.getByRole('button', { name: '将赵太太的地址设为默认' }).click();
  await expect(main.getByRole('article', { name: '赵太太' }).getByText('默认')).toBeVisible(slow);
  await expect(main.getByRole('article').first()).toHaveAccessibleName('赵太太');

  await main.getByRole('button', { name: '删除赵先生的地址' }).click();
  await page.getByRole('alertdialog', { name: '删除收货地址' }).getByRole('button', { name: '删除' }).click();
  await expect(main.getByRole('article', { name: '赵先生' })).toHaveCount(0, slow);
  // Still there after a reload: the server keeps the book.
  await page.reload();
  await expect(main.getByRole('article', { name: '赵太太' })).toBeVisible(slow);
  await expect(main.getByText('已保存 1 个收货地址，最多 20 个')).toBeVisible();
});
