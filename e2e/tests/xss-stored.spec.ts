import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CHAT_TEXT_MAX } from '../../packages/contract/src/rules/chat.ts';
import { plainText } from '../../apps/api/src/lib/plainText.ts';
import { shortPayloads, xssPayloads } from '../../tools/security/xssPayloads.ts';
import { inStockPiece, landingSample, signInAsStaff, signInMember, slow } from '../support/mall.ts';
import { injectedMarkup, squeezed, tripwires, type Tripwires } from '../support/xss.ts';

/**
 * The XSS suite through a shopper's own text (issue #17 §3): 13900000011 赵女士 (the suite's member, seeded for
 * it) writes payloads through the real calls with her own token — her name, addresses, reviews of her received
 * orders, feedback, chat messages — and the real pages that show that text are rendered in chromium: the member
 * centre, the address book, the goods pages' reviews, 我的反馈, the chat window and the service desk (staff
 * JY80002). Each sink proves its text arrived (the stored value is on the page) and that nothing ran. Every
 * write is keyed or reuses what an earlier try wrote, so a retry passes too.
 */
const member = { mobile: '13900000011', password: 'Jinyuan2026' };
const payloads = xssPayloads();
const short = shortPayloads();
/** A tag on every text the suite writes, so its own reviews and feedback are found again. */
const tag = 'XSS套件';

// One member's data: the sinks run one after another (the desk shows the name the name sink leaves).
test.describe.configure({ mode: 'serial' });

/** Calls with the member's token, answering `data` of a 200 (anything else fails the test with its message). */
function memberApi(request: APIRequestContext, idToken: string) {
  const headers = { authorization: `Bearer ${idToken}` };
  const read = async (answer: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: unknown }).data;
  };
  return {
    get: async <T>(url: string) => (await read(await request.get(url, { headers }))) as T,
    post: async <T>(url: string, data: unknown, extra: Record<string, string> = {}) =>
      (await read(await request.post(url, { headers: { ...headers, ...extra }, data }))) as T,
    status: async (url: string, data: unknown) => (await request.post(url, { headers, data })).status(),
  };
}

/** The suite's member signed in on `page`, the tripwires set in its context: what they saw, and her calls. */
async function asMember(page: Page, request: APIRequestContext) {
  const seen = await tripwires(page.context());
  return { seen, api: memberApi(request, await signInMember(page, request, member.mobile, member.password)) };
}

/**
 * The page shows every one of `shown` (white space aside) and nothing ran: no payload's call, no dialog, no
 * request an injected element made, no markup in the page.
 */
async function proveQuiet(page: Page, seen: Tripwires, shown: readonly string[]) {
  await page.waitForTimeout(500);
  const text = squeezed((await page.evaluate(() => document.body.textContent)) ?? '');
  expect(shown.filter((value) => !text.includes(squeezed(value)))).toEqual([]);
  expect(seen.ran).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.beacons).toEqual([]);
  expect(await injectedMarkup(page)).toEqual({ liveUrl: 0, handlers: 0, scripts: 0 });
}

/** Waits until `scope` shows `value` (white space aside). */
const showsText = (scope: Locator, value: string) =>
  expect.poll(async () => squeezed((await scope.textContent()) ?? ''), slow).toContain(squeezed(value));

/** Splits a list into runs of `size`. */
const runs = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_run, index) =>
    items.slice(index * size, index * size + size),
  );

type Address = { id: number; consignee: string; detail: string };

test('addresses: payloads in consignee and detail, shown in the address book, run nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { seen, api } = await asMember(page, request);
  const consignees = short.filter((entry) => entry.payload.length <= 20);
  const details = landingSample(
    payloads.filter((_entry, index) => index % 3 === 0),
    20,
  );
  // Where: the first district of the region tree the form offers (GB/T 2260).
  type Division = { code: string; name: string };
  type Tree = { provinces: (Division & { cities: (Division & { districts: Division[] })[] })[] };
  const { provinces } = await api.get<Tree>('/mall-order-server/api/address/regions');
  const [province] = provinces;
  const [city] = province?.cities ?? [];
  const [district] = city?.districts ?? [];
  // { province, provinceCode, city, cityCode, district, districtCode } as the form sends them.
  const region = Object.fromEntries(
    Object.entries({ province, city, district }).flatMap(([level, division]) => [
      [level, division?.name],
      [`${level}Code`, division?.code],
    ]),
  );
  // The book keeps 20: each run rewrites the same 20 (those a former try left are reused).
  let ids = (await api.get<Address[]>('/mall-order-server/api/address/list')).map((address) => address.id);
  let written = 0;
  for (const batch of runs(details, 20)) {
    const saved: Address[] = [];
    for (const [index, { payload }] of batch.entries()) {
      const consignee = consignees[(written + index) % consignees.length]?.payload ?? '';
      saved.push(
        await api.post<Address>('/mall-order-server/api/address/save', {
          ...(ids[index] === undefined ? {} : { id: ids[index] }),
          consignee,
          mobile: member.mobile,
          ...region,
          detail: payload,
        }),
      );
    }
    written += batch.length;
    ids = saved.map((address) => address.id);
    await page.goto('/myIndex/address');
    await expect(page.getByRole('main')).toContainText(saved[0]?.detail.trim().slice(-12) ?? '', slow);
    await proveQuiet(
      page,
      seen,
      saved.flatMap((address) => [address.consignee, address.detail]),
    );
  }
  console.info(`XSS suite (address consignee): ${consignees.length} payloads, 0 ran`);
  console.info(`XSS suite (address detail): ${details.length} payloads, 0 ran`);
});

type Feedback = { feedbackNo: string; content: string };

test('feedback: payloads in the content, shown in 我的反馈, run nothing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { seen, api } = await asMember(page, request);
  const sample = landingSample(
    payloads.filter((_entry, index) => index % 10 === 5),
    10,
  );
  for (const { n, payload } of sample) {
    // The same key answers the first feedback: a retry writes nothing twice.
    await api.post(
      '/mall-common2-server/api/v1/feedback/submit',
      { type: 'website', content: `${payload} ${tag}的反馈：第${n}条攻击载荷`, contact: 'none' },
      { 'idempotency-key': `xss-suite-feedback-${n}` },
    );
  }
  const mine = (await api.get<Feedback[]>('/mall-common2-server/api/v1/feedback/list')).filter((entry) =>
    entry.content.includes(tag),
  );
  expect(mine).toHaveLength(sample.length);
  await page.goto('/feedBack');
  await expect(page.getByRole('main')).toContainText(`${tag}的反馈`, slow);
  await proveQuiet(
    page,
    seen,
    mine.map((entry) => entry.content),
  );
  console.info(`XSS suite (feedback): ${sample.length} payloads, 0 ran`);
});

type ReviewLine = { lineId: number; mouldNo: string; review: null | { content: string; nickname: string } };

test('reviews: payloads in reviews of received orders, shown on the goods pages, run nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { seen, api } = await asMember(page, request);
  const orders = await api.get<{ list: { orderNo: string; orderState: number }[] }>(
    '/mall-order-server/api/order/list?tab=done&pageSize=20',
  );
  const received = orders.list.filter((order) => order.orderState === 4);
  expect(received.length).toBeGreaterThanOrEqual(2);
  const sample = payloads.filter((_entry, index) => index % 50 === 7);
  let next = 0;
  const reviewed: ReviewLine[] = [];
  for (const { orderNo } of received) {
    const { lines } = await api.get<{ lines: ReviewLine[] }>(
      `/mall-order-server/api/review/lines?orderNo=${encodeURIComponent(orderNo)}`,
    );
    // A line a former try reviewed keeps its review (one per line).
    const open = lines.filter((line) => line.review === null);
    const reviews = open.map((line) => {
      const entry = sample[next++ % sample.length];
      return {
        lineId: line.lineId,
        rating: 5,
        // The tag first: the review's cleaning drops what follows an unclosed raw-text element.
        content: `${tag}评价${entry?.n ?? 0}：${entry?.payload ?? ''}`,
        photoIds: [],
        isAnonymous: false,
      };
    });
    const answered =
      reviews.length > 0
        ? (
            await api.post<{ lines: ReviewLine[] }>('/mall-order-server/api/review/submit', {
              orderNo,
              reviews,
            })
          ).lines
        : lines;
    reviewed.push(...answered.filter((line) => line.review?.content.includes(tag)));
  }
  expect(reviewed.length).toBeGreaterThanOrEqual(sample.length);
  for (const line of reviewed) {
    await page.goto(`/goods?mouldNo=${line.mouldNo}`);
    await page.getByRole('tab', { name: '商品评价' }).click(slow);
    await expect(page.getByRole('main')).toContainText(`${tag}评价`, slow);
    await proveQuiet(page, seen, [line.review?.content ?? '']);
  }
  const count = new Set(reviewed.map((line) => line.review?.content)).size;
  console.info(`XSS suite (reviews): ${count} payloads, 0 ran`);
});

type MemberInfo = { chineseFamilyName: string; memberTitleDesc: string };
/** The name the mall shows for a member: family name and title (赵女士). */
const nameOf = (info: MemberInfo) => `${info.chineseFamilyName}${info.memberTitleDesc}`;

test('name: payloads in the family name, shown in the member centre, run nothing; markup is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { seen, api } = await asMember(page, request);
  const update = '/crm-member-api/member/update';
  // A name takes 20 characters and no < or >: what does not fit is refused, never stored.
  const fits = short.filter((entry) => entry.payload.length <= 20 && !/[<>]/.test(entry.payload));
  const refused = short.filter((entry) => !fits.includes(entry));
  for (const { payload } of refused)
    expect(await api.status(update, { familyName: payload, memberTitle: 2, birthday: '' })).toBe(400);
  for (const { payload } of fits) {
    const info = await api.post<MemberInfo>(update, { familyName: payload, memberTitle: 2, birthday: '' });
    // Written behind the mall's back: its 5-minute member-info cache (spec §9) is dropped, as its own edit does.
    await page.evaluate(() => localStorage.removeItem('mall.memberInfo'));
    await page.goto('/myIndex/accountOverview');
    await expect
      .poll(async () => squeezed((await page.locator('body').textContent()) ?? ''), slow)
      .toContain(squeezed(nameOf(info)));
    await proveQuiet(page, seen, [nameOf(info)]);
    // The profile shows it as text, and its form in the field (an attribute: where the quotes try to break out).
    await page.goto('/myIndex/accountInformation');
    const profile = page.getByRole('region', { name: '个人资料' });
    await expect(profile).toContainText(info.chineseFamilyName.trim().slice(-6), slow);
    await proveQuiet(page, seen, [info.chineseFamilyName]);
    await profile.getByRole('button', { name: '修改资料' }).click();
    await expect(page.getByRole('textbox', { name: /姓氏/ })).toHaveValue(info.chineseFamilyName, slow);
    await proveQuiet(page, seen, []);
  }
  console.info(`XSS suite (name): ${fits.length} payloads, 0 ran (${refused.length} with markup or too long refused)`);
});

test('chat: payloads in messages, shown in the chat window and at the service desk, run nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const memberContext = await browser.newContext();
  const member1 = await memberContext.newPage();
  const { seen, api } = await asMember(member1, request);
  const nickname = nameOf(await api.post<MemberInfo>('/crm-member-api/member/info', {}));
  const piece = await inStockPiece(request, 'JYG');
  await member1.goto(`/goods?mouldNo=${piece.mouldNo}`);
  // 在线客服 opens the chat in a new tab once the page is live (a click before hydration does nothing).
  let opened: Page | undefined;
  await expect(async () => {
    const next = memberContext.waitForEvent('page', { timeout: 5_000 });
    await member1.getByRole('main').getByRole('button', { name: '在线客服' }).click();
    opened = await next;
  }).toPass(slow);
  const chat = opened as Page;
  await chat.waitForURL(/\/customerServiceView\?/, slow);
  await expect(chat.getByText('已连接')).toBeVisible(slow);

  // As many payloads a message as its 500 characters hold, one message at a time at a person's pace (the chat
  // refuses a flood).
  const sample = landingSample(
    payloads.filter((_entry, index) => index % 5 === 2),
    20,
  );
  const messages: string[] = [];
  for (const { payload } of sample) {
    const last = messages.at(-1);
    if (last !== undefined && last.length + 1 + payload.length <= CHAT_TEXT_MAX)
      messages[messages.length - 1] = `${last}\n${payload}`;
    else messages.push(payload);
  }
  const input = chat.getByRole('textbox', { name: '输入消息' });
  const log = chat.getByRole('region', { name: '消息记录' });
  const delivered = log.getByText(/^(已发送|已送达|已读)$/);
  const before = await delivered.count();
  for (const [index, text] of messages.entries()) {
    await input.fill(text);
    await input.press('Enter');
    await expect(delivered).toHaveCount(before + index + 1, slow);
    await chat.waitForTimeout(1_200);
  }
  await expect(log.getByText(/^(发送中|发送失败)$/)).toHaveCount(0);
  // What the server keeps (plain text) is what both sides show.
  const stored = messages.map((text) => plainText(text));
  await chat.reload();
  await expect(chat.getByText('已连接')).toBeVisible(slow);
  await showsText(chat.getByRole('region', { name: '消息记录' }), stored.at(-1) ?? '');
  await proveQuiet(chat, seen, stored);
  // The chat page has no return parameter (issue #17 §3 "chat return"): what it links to stays on the mall.
  const away = await chat
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((link) => (link as HTMLAnchorElement).href)
        .filter((href) => !href.startsWith('tel:') && new URL(href).origin !== location.origin),
    );
  expect(away).toEqual([]);

  // The agent opens the conversation at the desk: the list shows the member's name, the panel the messages.
  const agentContext = await browser.newContext();
  const deskSeen = await tripwires(agentContext);
  const agent = await agentContext.newPage();
  await signInAsStaff(agent, 'JY80002');
  await agent.goto('/service/desk');
  await expect(agent.getByRole('heading', { level: 1, name: '客服服务台' })).toBeVisible(slow);
  const entry = agent
    .getByRole('region', { name: '会话' })
    .getByRole('listitem')
    .filter({ hasText: nickname.trim().slice(0, 8) });
  await entry.first().getByRole('button').first().click(slow);
  await showsText(agent.getByRole('region', { name: '消息记录' }), stored.at(-1) ?? '');
  await proveQuiet(agent, deskSeen, [nickname, ...stored]);

  // The member ends the conversation, so the desk's list is left as it was.
  await chat.getByRole('button', { name: '结束会话' }).click();
  await expect(chat.getByRole('form', { name: '请为本次服务评价' })).toBeVisible(slow);
  console.info(`XSS suite (chat, member and desk): ${sample.length} payloads, 0 ran`);
  await memberContext.close();
  await agentContext.close();
});
