import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { member } from '../mocks/data';
import { createCheckoutMock, storyOrder } from '../mocks/handlers';
import { SubmitSuccessContainer } from './SubmitSuccessContainer';

const navigate = fn();
const onOrders = fn();

const meta = {
  title: 'Features/Checkout/SubmitSuccessContainer',
  component: SubmitSuccessContainer,
  args: { orderNo: storyOrder.orderNo, onOrders, navigate },
  parameters: { app: { user: member }, msw: { handlers: createCheckoutMock().handlers } },
  beforeEach: () => {
    navigate.mockClear();
    onOrders.mockClear();
  },
} satisfies Meta<typeof SubmitSuccessContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const paying = createCheckoutMock();
/** The order's number, amount and deadline; 支付宝 chosen, 去支付 sends the browser to the cashier. */
export const Submitted: Story = {
  parameters: { msw: { handlers: paying.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单提交成功' })).toBeVisible();
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('JY202611220001');
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('¥17,376.96');
    await expect(canvas.getByRole('radio', { name: '微信支付' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '支付宝' }));
    await userEvent.click(canvas.getByRole('button', { name: '去支付' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/sandbox-pay/cashier?payNo=P1`),
    );
    await expect(paying.state.payCreates).toEqual([{ orderNo: 'JY202611220001', method: 'alipay' }]);
  },
};

/** pay/create refused: the server's words, and the button can be pressed again. */
export const PayCreateFails: Story = {
  parameters: { msw: { handlers: createCheckoutMock({ payCreateRefusal: '订单已关闭' }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '去支付' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('发起支付失败：订单已关闭');
    await expect(canvas.getByRole('button', { name: '去支付' })).toBeEnabled();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** No order number in the address. */
export const MissingOrderNo: Story = {
  args: { orderNo: '' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '缺少订单编号，请到「我的订单」查看' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看我的订单' }));
    await expect(onOrders).toHaveBeenCalledOnce();
  },
};

/** Someone else's or an unknown order: the 404 is said, with a retry. */
export const UnknownOrder: Story = {
  args: { orderNo: 'JY000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单信息加载失败' })).toBeVisible();
    await expect(canvas.getByText('订单不存在')).toBeVisible();
  },
};

/** Closed after its deadline: nothing to pay. */
export const Closed: Story = {
  parameters: { msw: { handlers: createCheckoutMock({ order: { orderState: 5 } }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '订单已关闭，无法继续支付' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '去支付' })).toBeNull();
  },
};
