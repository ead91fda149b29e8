import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { chatQuery, createChatMock, member, noticeMessage } from '../mocks/handlers';
import { CustomerServiceContainer } from './CustomerServiceContainer';

const waiting = createChatMock();
const afterHours = createChatMock({ availability: { isChatOpen: false, isHotlineOpen: false } });
const stale = createChatMock({ sessionRefusal: 'stale' });
const open = createChatMock({ conversation: { state: 'open', agent: { name: '周敏' }, waitingSince: undefined } });
/** Every kind of the shop's notice, sent with its code (the server's text is zh-CN). */
const notices = createChatMock({
  conversation: { state: 'open', agent: { name: '吴昊' }, waitingSince: undefined },
  history: [
    noticeMessage('2', {
      code: 'offHours',
      params: { chatHours: '8:15–23:45', hotline: '400-820-1314', hotlineHours: '9:30–17:30' },
    }),
    noticeMessage('3', { code: 'taken', params: { agent: '周敏' } }),
    noticeMessage('4', { code: 'transferred', params: { agent: '吴昊' } }),
    noticeMessage('5', { code: 'ended', params: {} }),
  ],
});

const helpHref = (id?: number) => (id === undefined ? '/helpCenter' : `/helpCenter?id=${id}`);

const meta = {
  title: 'Features/Chat/CustomerServiceContainer',
  component: CustomerServiceContainer,
  args: { query: chatQuery, helpHref, goldPriceHref: '/todaygold' },
  parameters: { app: { user: member }, msw: { handlers: waiting.handlers } },
  beforeEach: () => {
    for (const mock of [waiting, afterHours, stale, open, notices]) mock.reset();
  },
} satisfies Meta<typeof CustomerServiceContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };

/**
 * Opened from a goods page before an agent joins: the piece on top with 发送, the quick answers, the
 * history; a message typed shows at once and becomes 已发送 when the server acknowledges it.
 */
export const Waiting: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('已连接', {}, wait)).toBeVisible();
    const banner = canvas.getByRole('region', { name: '您正在咨询的商品' });
    await expect(banner).toHaveTextContent('足金999 古法传承福字手镯');
    const quick = canvas.getByRole('navigation', { name: '常见问题' });
    await expect(quick).toBeVisible();
    // Each quick answer opens the help page the session named for it (issue #15).
    await expect(within(quick).getByRole('link', { name: /订单问题/ })).toHaveAttribute('href', '/helpCenter?id=12');
    await expect(within(quick).getByRole('link', { name: /配送与物流/ })).toHaveAttribute('href', '/helpCenter?id=15');
    await expect(within(quick).getByRole('link', { name: /售后服务/ })).toHaveAttribute('href', '/helpCenter?id=16');
    await expect(within(quick).getByRole('link', { name: /今日金价/ })).toHaveAttribute('href', '/todaygold');
    const log = canvas.getByRole('region', { name: '消息记录' });
    await expect(within(log).getByText('这款手镯的克重是多少？')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '输入消息' }), '可以刻字吗？{Enter}');
    await expect(await within(log).findByText('可以刻字吗？', {}, wait)).toBeVisible();
    await expect(await within(log).findAllByText('已发送', {}, wait)).not.toHaveLength(0);
  },
};

/** Outside 8:15–23:45 the notice gives both hours and offers 留言 (spec §1). */
export const AfterHours: Story = {
  parameters: { msw: { handlers: afterHours.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '客服已下班' }, wait)).toBeVisible();
    await expect(canvas.getByText(/每天 8:15–23:45/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '常见问题' })).toBeNull();
  },
};

/** An agent is on: ending the conversation leads to the rating, then thanks. */
export const EndAndRate: Story = {
  parameters: { msw: { handlers: open.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('已连接', {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '结束会话' }));
    const form = await canvas.findByRole('form', { name: '请为本次服务评价' }, wait);
    await userEvent.click(within(form).getByRole('radio', { name: '5 星' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /评价备注/ }), '很耐心');
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    await expect(await canvas.findByRole('region', { name: '感谢您的评价' }, wait)).toBeVisible();
    // The pending button's announcement points at a button that has gone (mocks/announcer.ts).
    clearStaleAnnouncements();
  },
};

/** A stale or forged link: the server's reason, no chat. */
export const Refused: Story = {
  parameters: { msw: { handlers: stale.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('客服链接已过期，请从商城重新打开在线客服', {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '输入消息' })).toBeNull();
  },
};

/** The stale link in English: the page words the refusal by its code, not the server's Chinese. */
export const RefusedInEnglish: Story = {
  parameters: { msw: { handlers: stale.handlers } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'This service link has expired. Please open the online service again from the mall.',
        {},
        wait,
      ),
    ).toBeVisible();
  },
};

/** A story of every kind of the shop's notice, read in `locale`: each worded from its code (issue #15). */
const noticesIn = (locale: string, log: string, texts: readonly (string | RegExp)[], absent?: RegExp): Story => ({
  parameters: { msw: { handlers: notices.handlers } },
  globals: { locale },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: log }, wait);
    for (const text of texts) await expect(await within(region).findByText(text, {}, wait)).toBeVisible();
    if (absent) await expect(within(region).queryByText(absent)).toBeNull();
  },
});

/** The shop's notices in simplified Chinese. */
export const Notices = noticesIn('zh-CN', '消息记录', [
  '客服 周敏 为您服务',
  '已为您转接客服 吴昊',
  '会话已结束，感谢您的咨询',
  /^客服已下班（在线客服每天 8:15–23:45）/,
]);

/** The same notices for a reader of traditional Chinese. */
export const NoticesInTraditionalChinese = noticesIn('zh-TW', '訊息記錄', [
  '客服 周敏 為您服務',
  '已為您轉接客服 吴昊',
  '對話已結束，感謝您的諮詢',
  /^客服已下班（線上客服每天 8:15–23:45）/,
]);

/** The same notices in English: no simplified Chinese from the server reaches the reader. */
export const NoticesInEnglish = noticesIn(
  'en',
  'Messages',
  [
    '周敏 is here to help you',
    'You have been transferred to 吴昊',
    'The conversation has ended. Thank you for contacting us.',
    /^Our agents are offline \(online service daily 8:15–23:45\)/,
  ],
  /为您服务|转接|感谢您的咨询|客服已下班/,
);

/** Opened without the signed identity. */
export const BadLink: Story = {
  args: { query: new URLSearchParams('uid=1010') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('客服链接无效，请从商城重新打开在线客服')).toBeVisible();
  },
};

/** A visitor (the page asks to sign in first, spec §8). */
export const Visitor: Story = {
  parameters: { app: { user: { uid: 0, idToken: '' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请先登录商城，再打开在线客服')).toBeVisible();
  },
};
