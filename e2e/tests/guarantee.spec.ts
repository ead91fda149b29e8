import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword, slow } from '../support/mall.ts';
import { downloadedBytes, pdfText } from '../support/pdf.ts';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's WCAG 2.2 AA violations (none expected). */
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(wcag).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

/**
 * Issue #14 items 2 and 3: member 13900000003 opens the electronic guarantee of a piece of their
 * seeded successful order, downloads its PDF (its text holds the number and the piece), follows the certificate's QR link as a visitor (a new browser context,
 * no session) and sees the piece verified; a number with a wrong check character is told apart.
 */
test('a member opens a guarantee, downloads its PDF, and a visitor verifies it by its QR link (issue #14)', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/login');
  await signInWithPassword(page, '13900000003', 'Jinyuan2026');
  await expect(page).toHaveURL(/\/myIndex\/accountOverview$/, slow);
  await page.goto('/electronicGuarantee');
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: '我的电子保单' });
  await expect(list).toBeVisible(slow);
  const first = list.getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');
  await first.getByRole('link', { name: /^查看保单/ }).click();

  await expect(page).toHaveURL(/\/electronicGuarantee\?certNo=JY[0-9A-Z]{16}$/);
  const certNo = new URL(page.url()).searchParams.get('certNo') ?? '';
  const sheet = main.getByRole('article', { name: '电子保单' });
  await expect(sheet).toContainText(certNo, slow);
  await expect(sheet).toContainText(title);
  await expect(sheet).toContainText('检测机构');
  await expect(sheet).toContainText('终身免费清洗、抛光');
  const qr = sheet.getByRole('link', { name: `商品验证二维码，证书编号 ${certNo}` });
  await expect(qr.getByRole('img')).toBeVisible(slow);
  // The code is a link to the public verification too (the code itself holds the same address on the mall's origin).
  const link = new URL((await qr.getAttribute('href')) ?? '', page.url());
  expect(link.pathname).toBe('/commodityVerification');
  expect(link.searchParams.get('certNo')).toBe(certNo);
  expect(await violations(page)).toEqual([]);

  // 下载 PDF: the server's certificate, fetched with the session, carries the same number and piece.
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: '下载 PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`电子保单_${certNo}.pdf`);
  const bytes = await downloadedBytes(download);
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(certNo);
  expect(text).toContain(title);
  await expect(main.getByRole('button', { name: '下载 PDF' })).toBeEnabled();

  // Printed, the page shows the certificate only.
  const printButton = page.locator('button', { hasText: '打印保单' });
  const navigation = page.locator('nav', { hasText: '首页' }).first();
  await expect(printButton).toBeVisible();
  await expect(navigation).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: '电子保单' })).toBeVisible();
  await expect(printButton).toBeHidden();
  await expect(navigation).toBeHidden();
  // Back on the list (the same document), a print shows the page as it is.
  await page.emulateMedia({ media: 'screen' });
  await main.getByRole('link', { name: '返回保单列表' }).click();
  await expect(list).toBeVisible(slow);
  await page.emulateMedia({ media: 'print' });
  await expect(navigation).toBeVisible();
  await expect(list.getByRole('heading', { name: title }).first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A visitor scans the code: a new context without the member's session.
  const visitorContext = await browser.newContext({ locale: 'zh-CN' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link.href);
  const answer = visitor.getByRole('region', { name: '验证通过' });
  await expect(answer).toBeVisible(slow);
  await expect(answer.getByRole('heading', { name: '正品 验证通过' })).toBeVisible();
  await expect(answer.getByRole('heading', { name: title })).toBeVisible();
  await expect(answer).toContainText('销售时间');
  await expect(answer).toContainText(/\d{4}-\d{2}/);
  await expect(visitor.getByRole('main')).not.toContainText('13900000003');
  expect(await violations(visitor)).toEqual([]);

  // One character mistyped: malformed, told apart from a certificate that does not exist.
  const field = visitor.getByRole('textbox', { name: /证书编号/ });
  const typo = `${certNo.slice(0, -1)}${certNo.endsWith('0') ? '1' : '0'}`;
  await field.fill(typo);
  await field.press('Enter');
  await expect(visitor.getByRole('heading', { name: '证书编号格式有误' })).toBeVisible(slow);
  await visitorContext.close();
});
