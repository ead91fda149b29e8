import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { Text } from '../../../primitives/typography/Text/Text';
import { OpsFrame } from './OpsFrame';

const meta = {
  title: 'Views/Ops/OpsFrame',
  component: OpsFrame,
  args: {
    skipLinkLabel: '跳到主要内容',
    brand: '金缘珠宝 · 运营后台',
    staff: { name: '林晓', roles: ['超级管理员', '运营'] },
    rolesLabel: '角色',
    signOutLabel: '退出登录',
    onSignOut: fn(),
    navigationLabel: '后台导航',
    navigation: [
      {
        id: 'trade',
        title: '交易',
        items: [
          { id: 'orders', label: '订单管理', href: '/ops/orders' },
          { id: 'shipping', label: '发货管理', href: '/ops/shipping' },
          { id: 'afterSales', label: '售后审核', href: '/ops/after-sales' },
          { id: 'invoices', label: '发票管理', href: '/ops/invoices' },
        ],
      },
      {
        id: 'service',
        title: '客户服务',
        items: [
          { id: 'feedback', label: '意见反馈', href: '/ops/feedback' },
          { id: 'inquiries', label: '企业定制咨询', href: '/ops/inquiries' },
        ],
      },
      {
        id: 'system',
        title: '系统',
        items: [
          { id: 'staff', label: '员工与角色', href: '/ops/staff' },
          { id: 'audit', label: '操作日志', href: '/ops/audit' },
        ],
      },
    ],
    currentNavigationId: 'orders',
    title: '订单管理',
    actions: (
      <>
        <Button tone="neutral">导出</Button>
        <Button tone="primary">批量发货</Button>
      </>
    ),
    children: <Text as="p">订单筛选与订单列表</Text>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OpsFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The skip link comes first and leads to the main landmark, which holds the page's h1 and its
 * actions; the link to the page on show is marked current; the navigation's links lead to their pages.
 */
export const Default: Story = {
  play: async ({ canvas, args, userEvent, loaded }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');

    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveTextContent('金缘珠宝 · 运营后台');
    await expect(within(banner).getByRole('list', { name: '角色' })).toHaveTextContent('超级管理员运营');

    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();
    await expect(within(main).getByRole('button', { name: '批量发货' })).toBeVisible();

    const nav = canvas.getByRole('navigation', { name: '后台导航' });
    await expect(within(nav).getByRole('region', { name: '交易' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: '订单管理' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '售后审核' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('link', { name: '操作日志' }));
    await expect(loaded.navigate).toHaveBeenCalledWith('/ops/audit');

    await userEvent.click(within(banner).getByRole('button', { name: '退出登录' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** A page without actions of its own: the title alone. */
export const NoActions: Story = {
  args: { actions: undefined, title: '操作日志', currentNavigationId: 'audit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryByRole('button')).toBeNull();
  },
};

/** A 客服 with one role. */
export const OneRole: Story = {
  args: { staff: { name: '周敏', roles: ['客服'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '角色' })).toHaveTextContent('客服');
  },
};

/** A tablet-wide window: the navigation stays beside the page, narrower. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
