import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatus, orderStatusTones } from './OrderStatus';

const meta = {
  title: 'Views/Orders/OrderStatus',
  component: OrderStatus,
  args: { label: '待付款', tone: 'attention' },
  argTypes: { tone: { control: 'inline-radio', options: orderStatusTones } },
} satisfies Meta<typeof OrderStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Something to do: the words say it, the brand colour repeats it. */
export const Attention: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待付款')).toBeVisible();
  },
};

export const Progress: Story = { args: { label: '待发货', tone: 'progress' } };
export const Success: Story = { args: { label: '交易成功', tone: 'success' } };
export const Muted: Story = { args: { label: '交易关闭', tone: 'muted' } };

/** Every tone side by side, each with its own words (colour never carries the meaning alone). */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <OrderStatus label="待付款" tone="attention" />
      <OrderStatus label="已发货" tone="progress" />
      <OrderStatus label="交易成功" tone="success" />
      <OrderStatus label="交易关闭" tone="muted" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['待付款', '已发货', '交易成功', '交易关闭'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
