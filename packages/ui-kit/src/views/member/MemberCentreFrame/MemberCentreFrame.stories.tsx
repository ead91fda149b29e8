import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../../../primitives/typography/Text/Text';
import { MemberCentreFrame } from './MemberCentreFrame';

const meta = {
  title: 'Views/Member/MemberCentreFrame',
  component: MemberCentreFrame,
  args: {
    label: '会员中心菜单',
    groups: [
      {
        id: 'account',
        label: '我的账户',
        items: [
          { id: 'overview', label: '账户总览', href: '/myIndex/accountOverview', current: 'page' },
          { id: 'points', label: '我的积分', href: '/myIndex/points' },
        ],
      },
      {
        id: 'orders',
        label: '我的订单',
        items: [{ id: 'orderList', label: '订单列表', href: '/myIndex/orderList' }],
      },
      {
        id: 'help',
        label: '帮助与反馈',
        items: [{ id: 'feedback', label: '意见反馈', href: '/myIndex/feedback' }],
      },
    ],
    children: <Text as="p">欢迎回来，会员 138****8888</Text>,
  },
} satisfies Meta<typeof MemberCentreFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On an entry's own page: the entry marked as the page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: '会员中心菜单' });
    await expect(menu).toBeVisible();
    await expect(canvas.getByRole('list', { name: '我的账户' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '账户总览' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '我的积分' })).not.toHaveAttribute('aria-current');
  },
};

/** On an order's details: 订单列表 stands for it (aria-current="true"). */
export const WithinSection: Story = {
  args: {
    groups: [
      {
        id: 'orders',
        label: '我的订单',
        items: [{ id: 'orderList', label: '订单列表', href: '/myIndex/orderList', current: 'true' }],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '订单列表' })).toHaveAttribute('aria-current', 'true');
  },
};
