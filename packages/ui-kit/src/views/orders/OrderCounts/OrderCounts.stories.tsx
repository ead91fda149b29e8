import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderCounts } from './OrderCounts';

const href = (tab: string) => `/myIndex/orderList?tab=${tab}`;

const meta = {
  title: 'Views/Orders/OrderCounts',
  component: OrderCounts,
  args: {
    status: 'ready',
    title: '我的订单',
    items: [
      { id: 'unpaid', label: '待付款', count: 2, countText: '2', href: href('unpaid') },
      { id: 'toShip', label: '待发货', count: 5, countText: '5', href: href('toShip') },
      { id: 'toReceive', label: '待收货', count: 1, countText: '1', href: href('toReceive') },
      { id: 'done', label: '已完成', count: 12, countText: '12', href: href('done') },
      { id: 'refund', label: '退款/售后', count: 0, countText: '0', href: href('refund') },
    ],
    allLabel: '全部订单',
    allHref: href('all'),
    loadingLabel: '订单加载中',
    message: '订单加载失败，请稍后重试',
    retryLabel: '重新加载',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCounts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each status with its count; each is a link into that tab of the order list (not followed here). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: '我的订单' });
    await expect(canvas.getByRole('link', { name: '2 待付款' })).toHaveAttribute('href', href('unpaid'));
    await expect(canvas.getByRole('link', { name: '0 退款/售后' })).toHaveAttribute('href', href('refund'));
    await expect(canvas.getByRole('link', { name: '全部订单' })).toHaveAttribute('href', href('all'));
    await expect(panel.querySelectorAll('li')).toHaveLength(5);
  },
};

/** No orders yet: every count is 0 and still leads to its tab. */
export const Empty: Story = {
  args: {
    items: [
      { id: 'unpaid', label: '待付款', count: 0, countText: '0', href: href('unpaid') },
      { id: 'toShip', label: '待发货', count: 0, countText: '0', href: href('toShip') },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '0 待发货' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('订单加载中');
    await expect(canvas.queryByRole('link', { name: /待付款/ })).toBeNull();
  },
};

/** The counts could not load: the reason and a retry. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
