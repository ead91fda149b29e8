import { expect, test } from '@playwright/test';
import { inStockLine, openCheckout, pickRegion, signInWithPassword, slow } from '../support/mall.ts';

/**
 * Issue #13 address book (/myIndex/address) against the seeded reference server: the demo member
 * 13900000004 has no address; they add two (the first with the keyboard alone, choosing 浙江省 →
 * 杭州市 → 西湖区 in the GB/T 2260 selects), edit one, make the second the default and delete the
 * first after a confirm — the same addresses checkout then offers.
 */
test('the address book: add, edit, set default, delete; checkout ships to the default (issue #13)', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/login');
  await signInWithPassword(page, '13900000004', 'Jinyuan2026');
  await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, slow);
  await page.goto('/myIndex/address');
  const main = page.getByRole('main');
  await expect(main.getByText('您还没有收货地址，新增一个吧。')).toBeVisible(slow);

  // The first address by keyboard alone: Tab between fields, the arrow key opens a select and walks
  // its list, Enter chooses.
  await main.getByRole('button', { name: '新增收货地址' }).click();
  const form = main.getByRole('form', { name: '新增收货地址' });
  await form.getByRole('textbox', { name: /收货人/ }).focus();
  await page.keyboard.type('赵先生');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13700000004');
  for (const [label, name] of [
    [/省份/, '浙江省'],
    [/城市/, '杭州市'],
    [/区\/县/, '西湖区'],
  ] as const) {
    const select = form.getByRole('button', { name: label });
    // The tree arrives when the form opens; each level waits for the one above.
    await expect(select).toBeEnabled(slow);
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    const option = page.getByRole('option', { name, exact: true });
    for (
      let steps = 0;
      steps < 40 && !(await option.evaluate((element) => element === document.activeElement));
      steps++
    )
      await page.keyboard.press('ArrowDown');
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(select).toContainText(name);
    await expect(select).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type('文三路90号东部软件园');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('article', { name: '赵先生' })).toContainText(
    '浙江省 杭州市 西湖区 文三路90号东部软件园',
    slow,
  );

  await main.getByRole('button', { name: '新增收货地址' }).click();
  await form.getByRole('textbox', { name: /收货人/ }).fill('赵太太');
  await form.getByRole('textbox', { name: /手机号码/ }).fill('13700000044');
  await pickRegion(form, ['江苏省', '南京市', '鼓楼区']);
  await form.getByRole('textbox', { name: /详细地址/ }).fill('湖南路88号3栋201');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(main.getByRole('article', { name: '赵太太' })).toContainText('江苏省 南京市 鼓楼区', slow);
  await expect(main.getByText('已保存 2 个收货地址，最多 20 个')).toBeVisible();

  // Editing opens on the saved place; a new province clears city and district until chosen again.
  await main.getByRole('button', { name: '编辑赵先生的地址' }).click();
  const editing = main.getByRole('form', { name: '编辑收货地址' });
  await expect(editing.getByRole('button', { name: /区\/县/ })).toContainText('西湖区', slow);
  await pickRegion(editing, ['上海市', '上海市', '浦东新区']);
  await editing.getByRole('textbox', { name: /详细地址/ }).fill('世纪大道100号15楼');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(main.getByRole('article', { name: '赵先生' })).toContainText('上海市 浦东新区 世纪大道100号15楼', slow);

  await main.getByRole('button', { name: '将赵太太的地址设为默认' }).click();
  await expect(main.getByRole('article', { name: '赵太太' }).getByText('默认')).toBeVisible(slow);
  await expect(main.getByRole('article').first()).toHaveAccessibleName('赵太太');

  // Checkout offers both addresses with the book's default chosen.
  await openCheckout(page, [await inStockLine(request, 'JYG', 3)], '13900000004', 'Jinyuan2026');
  await expect(page.getByRole('radio', { name: /赵太太/ })).toBeChecked(slow);
  await expect(page.getByRole('radio', { name: /赵先生/ })).not.toBeChecked();
  await page.goto('/myIndex/address');
  await expect(main.getByRole('article', { name: '赵先生' })).toBeVisible(slow);

  await main.getByRole('button', { name: '删除赵先生的地址' }).click();
  await page.getByRole('alertdialog', { name: '删除收货地址' }).getByRole('button', { name: '删除' }).click();
  await expect(main.getByRole('article', { name: '赵先生' })).toHaveCount(0, slow);
  // Still there after a reload: the server keeps the book.
  await page.reload();
  await expect(main.getByRole('article', { name: '赵太太' })).toBeVisible(slow);
  await expect(main.getByText('已保存 1 个收货地址，最多 20 个')).toBeVisible();
});
