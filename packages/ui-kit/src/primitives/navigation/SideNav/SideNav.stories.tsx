import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SideNav } from './SideNav';

const meta = {
  title: 'Primitives/Navigation/SideNav',
  component: SideNav,
  args: {
    label: '帮助中心目录',
    groups: [
      {
        id: 'guide',
        title: '购物指南',
        items: [
          { id: '12', label: '购物流程', href: '/helpCenter?id=12' },
          { id: '15', label: '常见问题', href: '/helpCenter?id=15' },
          { id: '13', label: '会员积分规则', href: '/helpCenter?id=13' },
        ],
      },
      {
        id: 'service',
        title: '售后服务',
        items: [
          { id: '14', label: '配送说明', href: '/helpCenter?id=14' },
          { id: '11', label: '退换货政策', href: '/helpCenter?id=11' },
        ],
      },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without a page chosen: nothing is marked current. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: '帮助中心目录' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '购物指南' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '购物流程' })).toHaveFocus();
    await expect(canvas.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  },
};

/** A page on show: its entry is the current page for assistive technology, not only by colour. */
export const WithCurrent: Story = {
  args: { currentId: '11' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '退换货政策' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '配送说明' })).not.toHaveAttribute('aria-current');
  },
};
