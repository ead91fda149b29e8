import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A page change that waits for a lazy route module or a form-post round trip on a busy 2-core machine. */
export const slow = { timeout: 20_000 };

/** The nightly set (TEST_SET=nightly; docs/development.md) runs every payload of the attack suites. */
export const nightly = process.env.TEST_SET === 'nightly';

/**
 * The payloads a journey sends through the browser: all of them in the nightly set; in the landing set, `size` of
 * them evenly spread over the list (the lists are grouped by kind, so each kind is tried) plus every one `keep`
 * picks. The pure half of each suite still checks every payload on every run.
 */
export function landingSample<T>(items: readonly T[], size: number, keep: (item: T) => boolean = () => false): T[] {
  if (nightly || items.length <= size) return [...items];
  const step = items.length / size;
  return items.filter((item, index) => keep(item) || Math.floor(index / step) !== Math.floor((index - 1) / step));
}

/** The axe tags every journey checks (WCAG 2.2 AA). */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Collects uncaught errors and console errors of a page (a missing translation, a failed call), to assert that none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Holds back every request for the built chunks matching `asset` (e.g. the entry script) until
 * `release` is called: the server's page is on screen while that code is not there yet (issue #16).
 */
export async function holdBack(page: Page, asset: RegExp): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(asset, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Waits until React has taken over an element of a server-rendered page (issue #16). Before that a
 * link is a plain link (a tap loads the next page from the server) and a button's tap is kept and
 * replayed; a step that asserts what the running app does with a tap (no reload) waits for this.
 */
export async function untilHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), slow)
    .toBe(true);
}

/** The seeded staff password (README, demo accounts). */
export const staffPassword = 'Staff2026';

/** One click on the gap (WCAG 2.2 2.5.7): the slider captcha passed without dragging. */
export async function passCaptchaByClick(scope: Locator) {
  await scope.getByRole('button', { name: '点击按钮进行验证' }).click();
  await scope.getByRole('button', { name: '点击缺口完成验证' }).click();
  await expect(scope.getByText('验证通过')).toBeVisible();
}

/** A captcha pass from the built-in provider, as a click on its gap gives it (the public API). */
export async function captchaPass(request: APIRequestContext) {
  const loaded = await request.post('/auth/captcha/load', { data: { captcha_id: 'builtin' } });
  const challenge = ((await loaded.json()) as { data: { lot_number: string; target: number } }).data;
  const verified = await request.post('/auth/captcha/verify', {
    data: { captcha_id: 'builtin', lot_number: challenge.lot_number, position: challenge.target },
  });
  return ((await verified.json()) as { data: Record<string, string> }).data;
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

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Signs a member in the way the server expects it (DESIGN.md §6; accounts contract) without the
 * mall's login screen: a built-in captcha pass, the form post to /login/password with the MD5
 * password, and the one-time ticket exchanged at /api/account/token — all from the test's own
 * request context, so the mall's login completion (which records the required clauses, spec §4)
 * never sees the ticket and the change notice can show. The session is then handed to the page,
 * which lands on /home; answers the member's idToken, for calls from the test's request context.
 */
export async function signInMember(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  await page.goto('/home');
  const origin = new URL(page.url()).origin;
  const post = async (path: string, data: unknown) =>
    ((await (await request.post(path, { data })).json()) as { data: Record<string, string | number> }).data;
  const config = (await (await request.get('/config.json')).json()) as { captcha: { captchaId: string } };
  const challenge = await post('/auth/captcha/load', { captcha_id: config.captcha.captchaId });
  const pass = await post('/auth/captcha/verify', {
    captcha_id: config.captcha.captchaId,
    lot_number: challenge.lot_number,
    position: challenge.target,
  });
  const form: Record<string, string> = {
    username,
    password: md5(password),
    ...Object.fromEntries(Object.entries(pass).map(([key, value]) => [key, String(value)])),
    success_redirect_uri: '/home?signedIn=1',
    failure_redirect_uri: '/home',
  };
  const signedIn = await request.post('/login/password', { form, maxRedirects: 0, headers: { origin } });
  expect(signedIn.status()).toBe(303);
  const cookie = signedIn
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('mallLoginTicket='));
  const ticket = decodeURIComponent(cookie?.value.split(';')[0]?.split('=')[1] ?? '');
  const answer = (await (await request.post('/api/account/token', { data: { ticket } })).json()) as {
    code: number;
    data: { userInfo: Record<string, unknown>; idToken: string };
  };
  expect(answer.code).toBe(200);
  const session = JSON.stringify({ version: 50009, user: { ...answer.data.userInfo, idToken: answer.data.idToken } });
  await page.evaluate((value) => localStorage.setItem('mall.session', value), session);
  await page.goto('/home');
  return answer.data.idToken;
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

type Sku = { attribute: string; stockQtyWeb: number };
type Detail = { goodsId: number; mouldNo: string; isPresell: boolean; skus: Sku[] };

/**
 * A seeded piece with at least 3 in stock (the `skip`-th of those that `fits`): its mould number and
 * its CheckoutLine (the bag's hand-over to /pay).
 */
export async function inStockPiece(
  request: APIRequestContext,
  prefix: string,
  skip = 0,
  fits: (goods: Detail) => boolean = () => true,
) {
  let found = 0;
  for (let n = 1; n <= 30; n += 1) {
    const response = await request.post('/mall-goods-server/product/queryGoodsDetails', {
      data: { mouldNo: `${prefix}${String(n).padStart(5, '0')}` },
    });
    if (!response.ok()) continue;
    const goods = ((await response.json()) as { data: Detail }).data;
    const sku = goods.skus.find((candidate) => candidate.stockQtyWeb >= 3);
    if (sku && fits(goods) && found++ >= skip)
      return { mouldNo: goods.mouldNo, line: { goodID: goods.goodsId, attribute: sku.attribute, buyNum: 1 } };
  }
  throw new Error(`the seed has no ${prefix} piece in stock`);
}

/**
 * A presale piece whose final payment is open now: the seed's next-year zodiac medals (JYB, their
 * window opened a day before the seed and runs two weeks), so a deposit and its balance are both
 * paid today.
 */
export const openPresalePiece = (request: APIRequestContext) =>
  inStockPiece(request, 'JYB', 0, (goods) => goods.isPresell);

export const inStockLine = async (request: APIRequestContext, prefix: string, skip = 0) =>
  (await inStockPiece(request, prefix, skip)).line;

export const payUrl = (lines: unknown[]) => `/pay?carts=${encodeURIComponent(JSON.stringify(lines))}`;

/** Opens /pay for `lines`; a visitor is sent to /login first and comes back (spec §4). */
export async function openCheckout(page: Page, lines: unknown[], username: string, password: string) {
  await page.goto(payUrl(lines));
  const checkout = page.getByRole('heading', { level: 1, name: '确认订单' });
  const login = page.getByRole('tablist', { name: '登录方式' });
  await expect(checkout.or(login)).toBeVisible();
  if (await login.isVisible()) {
    await signInWithPassword(page, username, password);
    await page.waitForURL(/\/(home|pay)/);
    if (!new URL(page.url()).pathname.startsWith('/pay')) await page.goto(payUrl(lines));
  }
  await expect(checkout).toBeVisible();
}

/** From /submitSuccess: 去支付, then 支付 at the sandbox cashier, landing on /paySuccess for `orderNo`. */
export async function payAtCashier(page: Page, orderNo: string) {
  await page.getByRole('button', { name: '去支付' }).click(slow);
  await expect(page.getByRole('heading', { level: 1, name: '沙箱收银台' })).toBeVisible(slow);
  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/paySuccess\\?orderNo=${orderNo}$`), slow);
}

/** 提交订单 on /pay, then pays the new order at the sandbox cashier; answers its number. */
export async function submitAndPay(page: Page): Promise<string> {
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/submitSuccess\?orderNo=/, slow);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await payAtCashier(page, orderNo);
  return orderNo;
}

/**
 * Chooses province, city and district in an open address form (issue #13: three selects over the
 * GB/T 2260 tree, which arrives when the form opens). A municipality's city is chosen with it.
 */
export async function pickRegion(form: Locator, names: readonly [string, string, string]) {
  const [province, city, district] = names;
  for (const [label, option] of [
    [/省份/, province],
    [/城市/, city],
    [/区\/县/, district],
  ] as const) {
    const trigger = form.getByRole('button', { name: label });
    await expect(trigger).toBeEnabled(slow);
    await trigger.click();
    await form.page().getByRole('option', { name: option, exact: true }).click();
    await expect(trigger).toContainText(option);
  }
}

/** The newest code the server "sent" to `mobile` (GET /__dev/sms-outbox, DESIGN.md §5). */
export async function latestCode(page: Page, mobile: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/__dev/sms-outbox?mobile=${mobile}`);
        const body = (await answer.json()) as { data: { text: string; sentAt: string }[] };
        const fresh = body.data.filter((message) => Date.parse(message.sentAt) >= after - 1000);
        fresh.sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
        code = fresh[0]?.text.match(/\d{6}/)?.[0] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/** The row of `reason` (消费获得, 下单抵扣, 退款返还, …) for an order in the points record on /myIndex/membership. */
export const ledgerRow = (page: Page, orderNo: string, reason: string) =>
  page
    .getByRole('table', { name: '积分明细' })
    .getByRole('row')
    .filter({ hasText: orderNo })
    .filter({ hasText: reason });
