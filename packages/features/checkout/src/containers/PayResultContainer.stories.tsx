import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { member } from '../mocks/data';
import { createCheckoutMock, storyOrder } from '../mocks/handlers';
import { PayResultContainer } from './PayResultContainer';

const navigate = fn();
const onOrders = fn();
const onContinueShopping = fn();
const paid = { orderState: 2, paymentState: 1, paidAt: '2026-11-22T07:02:00.000Z' };

const meta = {
  title: 'Features/Checkout/PayResultContainer',
  component: PayResultContainer,
  args: { orderNo: storyOrder.orderNo, outcome: 'paid', onOrders, onContinueShopping, navigate, pollMs: 50 },
  parameters: { app: { user: member }, msw: { handlers: createCheckoutMock({ order: paid }).handlers } },
  beforeEach: () => {
    navigate.mockClear();
    onOrders.mockClear();
    onContinueShopping.mockClear();
  },
} satisfies Meta<typeof PayResultContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /paySuccess: the server's order, paid, with the time and the amount paid. */
export const Paid: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '订单编号',
      '实付金额',
      '支付时间',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '查看我的订单' }));
    await expect(onOrders).toHaveBeenCalledOnce();
  },
};

/** /paySuccess before the notification arrived: it waits and says so, never claiming success early. */
export const Confirming: Story = {
  parameters: { msw: { handlers: createCheckoutMock().handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在确认支付结果，请稍候…')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '支付成功' })).toBeNull();
  },
};

const retry = createCheckoutMock();
/** /payFail: the order is kept; 重新支付 pays the same order through the cashier. */
export const Failed: Story = {
  args: { outcome: 'failed' },
  parameters: { msw: { handlers: retry.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '支付失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '银联' }));
    await userEvent.click(canvas.getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    await expect(retry.state.payCreates).toEqual([{ orderNo: 'JY202611220001', method: 'unionpay' }]);
  },
};

/** /payFail for an order that was paid after all: says so, no second payment. */
export const FailedButPaid: Story = {
  args: { outcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '该订单已支付，无需重复支付' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重新支付' })).toBeNull();
  },
};

/** /payFail after the deadline: closed, nothing to pay. */
export const Closed: Story = {
  args: { outcome: 'failed' },
  parameters: { msw: { handlers: createCheckoutMock({ order: { orderState: 5 } }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单已关闭，无法继续支付' })).toBeVisible();
  },
};
