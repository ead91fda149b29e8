import { expect, test } from '@playwright/test';
import { goodsDetail, inStockPiece, signInAsStaff, signInWithPassword, slow } from '../support/mall.ts';

// Issue #15 (spec §1, §7 "Customer service chat"): 13900000010 钱女士 is the chat journey's member
// (apps/api/src/seed/people.ts); JY80002 周敏 is a seeded agent.
test('chat: a member asks from a goods page, an agent answers at the desk, the member sees it live and rates (issue #15)', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000); // two browsers, the staff provider and a built mall on a shared 2-core machine
  const piece = await inStockPiece(request, 'JYG');
  const detail = await goodsDetail<{ title: string }>(request, piece.mouldNo);
  const title = detail?.title ?? '';

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/login');
  await signInWithPassword(member, '13900000010', 'Jinyuan2026');
  await expect(member).toHaveURL(/\/myIndex\/accountOverview$/, slow);
  await member.goto(`/goods?mouldNo=${piece.mouldNo}`);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible(slow);

  // 在线客服 on the goods page: the identity is signed and the chat opens in a new tab with the piece.
  const openChat = async () => {
    const [page] = await Promise.all([
      memberContext.waitForEvent('page', slow),
      member.getByRole('main').getByRole('button', { name: '在线客服' }).click(),
    ]);
    await page.waitForURL(/\/customerServiceView\?/, slow);
    await expect(page.getByRole('heading', { level: 1, name: '在线客服' })).toBeVisible(slow);
    await expect(page.getByText('已连接')).toBeVisible(slow);
    return page;
  };
  let chat = await openChat();
  if (test.info().retry > 0) {
    // A retry resumes the conversation an earlier attempt left (an agent may have taken it): end it, start afresh.
    await chat.getByRole('button', { name: '结束会话' }).click();
    await expect(chat.getByRole('form', { name: '请为本次服务评价' })).toBeVisible(slow);
    await chat.close();
    chat = await openChat();
  }
  expect(chat.url()).toContain(`mouldNo=${piece.mouldNo}`);
  expect(chat.url()).toContain('signature=');
  // The idToken the spec's URL carries is taken out of the address bar.
  await expect(chat).not.toHaveURL(/idToken=/);
  // Before an agent joins, in the chat hours, each quick answer opens its own help page (issue #15).
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  const shopMinutes = hour * 60 + minute;
  if (shopMinutes >= 8 * 60 + 16 && shopMinutes < 23 * 60 + 44) {
    const quick = chat.getByRole('navigation', { name: '常见问题' });
    const topics = [
      ['订单问题', '购物流程'],
      ['配送与物流', '配送说明'],
      ['售后服务', '退换货政策'],
    ] as const;
    const links = topics.map(([label]) => quick.getByRole('link', { name: new RegExp(label) }));
    for (const link of links) await expect(link).toHaveAttribute('href', /\/helpCenter\?id=\d+$/, slow);
    const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(topics.length);
    // The first opens in a new tab; each page on show is its own: current in the help centre's list, its article beside it.
    const [help] = await Promise.all([memberContext.waitForEvent('page', slow), links[0]?.click()]);
    for (const [index, [, title]] of topics.entries()) {
      if (index > 0) await help.goto(hrefs[index] ?? '');
      await expect(help).toHaveURL(/\/helpCenter\?id=\d+$/, slow);
      const contents = help.getByRole('navigation', { name: '帮助中心目录' });
      await expect(contents.locator('[aria-current="page"]')).toHaveText(title, slow);
      await expect(help.getByRole('heading', { level: 2, name: title }).last()).toBeVisible(slow);
    }
    await help.close();
  }
  const banner = chat.getByRole('region', { name: '您正在咨询的商品' });
  await expect(banner).toContainText(title);
  await banner.getByRole('button', { name: '发送商品' }).click();
  const input = chat.getByRole('textbox', { name: '输入消息' });
  await input.fill('请问这款有现货吗？可以刻字吗？');
  await input.press('Enter');
  const log = chat.getByRole('region', { name: '消息记录' });
  await expect(log).toContainText('请问这款有现货吗？可以刻字吗？', slow);
  await expect(log.getByText('已发送').first()).toBeVisible(slow);

  // The agent signs in through the staff provider and takes the waiting conversation at the desk.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signInAsStaff(agent, 'JY80002');
  await agent.goto('/service/desk');
  await expect(agent.getByRole('heading', { level: 1, name: '客服服务台' })).toBeVisible(slow);
  await agent.getByRole('button', { name: '接入 钱女士' }).click(slow);
  const facts = agent.getByRole('complementary', { name: '顾客信息' });
  await expect(facts).toContainText(title, slow);
  const reply = agent.getByRole('textbox', { name: '输入消息' });
  await expect(reply).toBeVisible(slow);
  await expect(agent.getByRole('region', { name: '消息记录' })).toContainText('请问这款有现货吗？', slow);
  await reply.fill('您好，这款有现货，支持免费刻字，最多 6 个字。');
  await reply.press('Enter');

  // The member sees the reply arrive live, and the agent sees it read.
  await expect(log).toContainText('您好，这款有现货，支持免费刻字', slow);
  await expect(log).toContainText('客服 周敏 为您服务');
  await expect(agent.getByRole('region', { name: '消息记录' }).getByText('已读').first()).toBeVisible(slow);

  // End and rate: 5 stars and a remark.
  await chat.getByRole('button', { name: '结束会话' }).click();
  const rating = chat.getByRole('form', { name: '请为本次服务评价' });
  await expect(rating).toBeVisible(slow);
  await rating.getByRole('radio', { name: '5 星' }).check({ force: true });
  await rating.getByRole('textbox', { name: /评价备注/ }).fill('回复很快，谢谢');
  await rating.getByRole('button', { name: '提交评价' }).click();
  await expect(chat.getByRole('region', { name: '感谢您的评价' })).toBeVisible(slow);

  // The desk's list no longer has it.
  await expect(agent.getByRole('button', { name: /钱女士/ })).toHaveCount(0, slow);
  await memberContext.close();
  await agentContext.close();
});
