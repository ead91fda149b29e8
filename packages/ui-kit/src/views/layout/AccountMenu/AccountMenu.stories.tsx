import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { IconButton } from '../../../primitives/controls/IconButton/IconButton';
import { MemberSummary } from '../../member/MemberSummary/MemberSummary';
import { Popover } from '../../../primitives/overlays/Popover/Popover';
import { AccountMenu } from './AccountMenu';

const memberLinks = [
  { id: 'account', title: '我的账户', href: '/myIndex/accountOverview' },
  { id: 'orders', title: '订单中心', href: '/myIndex/orderList' },
];

const meta = {
  title: 'Views/Layout/AccountMenu',
  component: AccountMenu,
  args: {
    isLoggedIn: false,
    prompt: '登录后可查看订单、积分与会员权益',
    loginLabel: '登录',
    registerLabel: '注册',
    onLogin: fn(),
    onRegister: fn(),
    logoutLabel: '退出登录',
    onLogout: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('登录后可查看订单、积分与会员权益')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: '退出登录' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: {
    isLoggedIn: true,
    greeting: '您好，王女士',
    levelLabel: '金卡',
    detail: '会员卡号 8801 2345 6789',
    links: memberLinks,
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    await expect(canvas.getByText('您好，王女士')).toBeVisible();
    await expect(canvas.getByText('金卡')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的账户' })).toHaveAttribute('href', '/myIndex/accountOverview');
    await expect(canvas.getByRole('link', { name: '订单中心' })).toHaveAttribute('href', '/myIndex/orderList');
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
    // Following an entry tells the caller (the header closes its pop-up) and leads to the page.
    await userEvent.click(canvas.getByRole('link', { name: '订单中心' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/myIndex/orderList');
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A staff user (spec §1): a staff mark and code instead of a card level; the rights-fund mall in the list. */
/** Logged in with the member summary in its slot, between the greeting and the links. */
export const WithSummary: Story = {
  args: {
    isLoggedIn: true,
    greeting: '您好，李先生',
    levelLabel: '钻石卡',
    links: memberLinks,
    summary: (
      <MemberSummary
        status="loaded"
        name="李先生"
        levelName="钻石卡"
        facts={[
          { id: 'cardNo', label: '会员卡号', value: '8800000002' },
          { id: 'points', label: '可用积分', value: '58,200' },
          { id: 'days', label: '已加入', value: '2,915 天' },
        ]}
        label="会员信息"
        loadingLabel="正在加载会员信息"
      />
    ),
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: '会员信息' });
    await expect(summary).toHaveTextContent('58,200');
    const link = canvas.getByRole('link', { name: '我的账户' });
    // The summary sits before the links in reading order.
    await expect(summary.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Staff: Story = {
  args: {
    isLoggedIn: true,
    greeting: '您好，林晓',
    levelLabel: '员工',
    isStaff: true,
    detail: '工号 JY80001',
    links: [...memberLinks, { id: 'royalty', title: '权益商城', href: '/myIndex/royalty/index' }],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('工号 JY80001')).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '我的账户',
      '订单中心',
      '权益商城',
    ]);
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    await expect(canvas.getByRole('button', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** In the header: the Popover holds it; following an entry or logging out closes the pop-up through its `close` render prop. */
export const InHeaderPopover: Story = {
  args: {
    isLoggedIn: true,
    greeting: '您好，王女士',
    levelLabel: '金卡',
    links: memberLinks,
  },
  render: (args) => (
    <Popover aria-label="我的账户" placement="bottom start" trigger={<IconButton icon="user" label="我的账户" />}>
      {({ close }) => (
        <AccountMenu
          {...args}
          onLogout={() => {
            args.onLogout();
            close();
          }}
          onNavigate={() => {
            args.onNavigate?.();
            close();
          }}
        />
      )}
    </Popover>
  ),
  play: async ({ canvas, args, loaded, userEvent }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    const dialog = await page.findByRole('dialog', { name: '我的账户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('dialog', { name: '我的账户' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: '我的账户' }));
    const reopened = await page.findByRole('dialog', { name: '我的账户' });
    await userEvent.click(within(reopened).getByRole('link', { name: '我的账户' }));
    await expect(loaded.navigate).toHaveBeenCalledOnce();
    await expect(loaded.navigate).toHaveBeenCalledWith('/myIndex/accountOverview');
    await waitFor(() => expect(page.queryByRole('dialog', { name: '我的账户' })).toBeNull());
  },
};
