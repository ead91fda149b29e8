import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { layoutHandlers } from '../mocks/handlers';
import { HeaderContainer } from './HeaderContainer';
import { NoticeBarContainer, noticeClosedKey } from './NoticeBarContainer';

const shopper = { uid: 1, uoid: 'C1', idToken: 't', nickname: '王女士', cardNo: '8801234567' };
const body = within(document.body);

/** The pop-up named `name`, once its opening transition has made it visible. */
async function shownDialog(name: string) {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const meta = {
  title: 'Features/Layout/HeaderContainer',
  component: HeaderContainer,
  parameters: { app: {}, msw: { handlers: layoutHandlers.default } },
  args: {
    hrefs: { home: '/home', myAccount: '/myIndex/accountOverview', orders: '/myIndex/orderList' },
    onLogin: fn(),
    onRegister: fn(),
    onLoggedOut: fn(),
    onSearch: fn(),
    onOpenBag: fn(),
  },
  beforeEach: () => {
    sessionStorage.removeItem(noticeClosedKey);
  },
} satisfies Meta<typeof HeaderContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The full header with the notice bar, the seeded header menu and a bag count. */
export const Loaded: Story = {
  args: { notice: <NoticeBarContainer />, bagCount: 3 },
  play: async ({ canvas, args, loaded }) => {
    await expect(await canvas.findByRole('button', { name: '黄金' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '金缘珠宝' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: '门店查询' })).toHaveAttribute('href', '/onlineOfficialStore');
    await userEvent.click(canvas.getByRole('button', { name: '购物袋，3件商品' }));
    await expect(args.onOpenBag).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '搜索商品' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '黄金' }));
    await expect(await canvas.findByRole('link', { name: '古法金' })).toBeVisible();

    // The header's links lead to their pages; one in a category panel closes it.
    await userEvent.click(canvas.getByRole('link', { name: '古法金' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/goodsList?keyword=古法金');
    await waitFor(() => expect(canvas.getByRole('button', { name: '黄金' })).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(canvas.getByRole('link', { name: '金缘珠宝' }));
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/home');
    await userEvent.click(canvas.getByRole('link', { name: '金条金章' }));
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/goodsList?keyword=金条');
  },
};

/** On a page the header menu links to: its tab is marked as holding the page on show. */
export const CurrentPage: Story = {
  args: { currentUrl: '/goodsList?keyword=%E9%BB%84%E9%87%91%E6%89%8B%E9%95%AF&page=2' },
  play: async ({ canvas }) => {
    // 黄金手镯 sits under the 黄金 category tab: the tab says its section holds the page.
    await expect(await canvas.findByRole('button', { name: '黄金' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '钻石' })).not.toHaveAttribute('aria-current');
  },
};

/** The gold-price pop-up opened by keyboard loads the prices in 元/克 with the gold advert. */
export const GoldPrice: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '今日金价' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await shownDialog('今日金价');
    await expect(await within(dialog).findByText('977.00')).toBeVisible();
    await expect(within(dialog).getAllByText('元/克')).toHaveLength(4);
    await expect(await within(dialog).findByRole('img', { name: '足金新品 按克计价' })).toBeInTheDocument();
  },
};

/** While the price loads, placeholders and an announced status. */
export const GoldPriceLoading: Story = {
  parameters: { msw: { handlers: [...layoutHandlers.goldPriceLoading, ...layoutHandlers.default] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '今日金价' }));
    const dialog = await shownDialog('今日金价');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('金价加载中');
  },
};

/** A failed price shows the error and a retry button. */
export const GoldPriceError: Story = {
  parameters: { msw: { handlers: [...layoutHandlers.goldPriceFailing, ...layoutHandlers.default] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '今日金价' }));
    const dialog = await shownDialog('今日金价');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('金价暂时无法获取');
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A visitor's account pop-up offers login and register. */
export const LoggedOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    const dialog = await shownDialog('我的账户');
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog', { name: '我的账户' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    await userEvent.click(within(await shownDialog('我的账户')).getByRole('button', { name: '注册' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

/** A shopper's account pop-up greets them, links the account centre (closing as a link is followed) and logs out. */
export const LoggedIn: Story = {
  parameters: { app: { user: shopper } },
  play: async ({ canvas, args, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    const links = await shownDialog('我的账户');
    await expect(within(links).getByText('您好，王女士')).toBeVisible();
    await userEvent.click(within(links).getByRole('link', { name: '订单中心' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/myIndex/orderList');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '我的账户' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    const dialog = await shownDialog('我的账户');
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await expect(args.onLoggedOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog', { name: '我的账户' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    await expect(within(await shownDialog('我的账户')).getByRole('button', { name: '登录' })).toBeVisible();
  },
};

/** A staff user sees the staff mark and staff code. */
export const Staff: Story = {
  parameters: { app: { user: { ...shopper, nickname: '张三', isStaff: true, staffCode: 'S10023' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    const dialog = await shownDialog('我的账户');
    await expect(within(dialog).getByText('工号 S10023')).toBeVisible();
    await expect(within(dialog).getByText('员工')).toBeVisible();
  },
};

/** The app's slots: a summary under the greeting, and its own log-out (server session, staff provider) instead of the built-in one. */
export const WithSummaryAndOwnLogout: Story = {
  parameters: { app: { user: shopper } },
  args: { accountSummary: <p>金卡 · 可用积分 12,680</p>, onLogout: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    const dialog = await shownDialog('我的账户');
    await expect(within(dialog).getByText('金卡 · 可用积分 12,680')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onLoggedOut).not.toHaveBeenCalled();
    // The app's log-out decides: the session is untouched here.
    await waitFor(() => expect(body.queryByRole('dialog', { name: '我的账户' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    await expect(within(await shownDialog('我的账户')).getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};
