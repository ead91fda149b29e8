import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderActions } from './OrderActions';

const meta = {
  title: 'Views/Orders/OrderActions',
  component: OrderActions,
  args: {
    label: '订单操作',
    onAction: fn(),
    actions: [
      { id: 'pay', label: '去支付', tone: 'primary', href: '/submitSuccess?orderNo=JY202611240001' },
      { id: 'cancel', label: '取消订单' },
    ],
  },
} satisfies Meta<typeof OrderActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unpaid order: 去支付 is a real link to the payment page; 取消订单 a button reporting its id. */
export const Unpaid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: '订单操作' });
    await expect(canvas.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/submitSuccess?orderNo=JY202611240001',
    );
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
    await expect(group.children).toHaveLength(2);
  },
};

/** A closed order's buttons, in the order the rules gave them. */
export const Closed: Story = {
  args: {
    actions: [
      { id: 'delete', label: '删除订单', tone: 'link' },
      { id: 'addToBag', label: '再次购买' },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    const names = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual(['删除订单', '再次购买']);
    await userEvent.click(canvas.getByRole('button', { name: '再次购买' }));
    await expect(args.onAction).toHaveBeenCalledWith('addToBag');
  },
};

/** 支付尾款 after the balance deadline (spec §4): shown, not pressable. */
export const Disabled: Story = {
  args: { actions: [{ id: 'finalPayment', label: '支付尾款', tone: 'primary', isDisabled: true }] },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '支付尾款' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** No buttons (a gift awaiting its recipient): nothing is drawn, not even the group. */
export const Empty: Story = {
  args: { actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};
