import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { Price } from '../../../primitives/data/Price/Price';
import { PayMethodPicker } from '../PayMethodPicker/PayMethodPicker';
import { PaymentResult, paymentOutcomes } from './PaymentResult';

const onPay = fn();
const onRetry = fn();

const facts = [
  { label: '订单编号', value: 'JY202611220001' },
  { label: '应付金额', value: <Price fen={1737696} size="medium" /> },
  { label: '支付截止', value: '2026-11-22 15:30' },
];

const meta = {
  title: 'Views/Checkout/PaymentResult',
  component: PaymentResult,
  argTypes: { outcome: { control: 'inline-radio', options: paymentOutcomes } },
  args: { outcome: 'submitted', title: '订单提交成功', message: '请在 30 分钟内完成支付，超时订单将自动取消', facts },
  beforeEach: () => {
    onPay.mockClear();
    onRetry.mockClear();
  },
} satisfies Meta<typeof PaymentResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /submitSuccess: the order's number, amount and deadline, the method choice and 去支付. */
export const Submitted: Story = {
  args: {
    children: (
      <PayMethodPicker
        label="支付方式"
        options={[
          { id: 'wechat', label: '微信支付' },
          { id: 'alipay', label: '支付宝' },
          { id: 'unionpay', label: '银联' },
        ]}
        value="wechat"
        onChange={fn()}
      />
    ),
    actions: (
      <Button tone="primary" size="large" onPress={onPay}>
        去支付
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '订单提交成功' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '订单编号',
      '应付金额',
      '支付截止',
    ]);
    await expect(canvas.getByRole('radiogroup', { name: '支付方式' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去支付' }));
    await expect(onPay).toHaveBeenCalledOnce();
  },
};

/** /paySuccess: paid. */
export const Paid: Story = {
  args: {
    outcome: 'paid',
    title: '支付成功',
    message: '我们将尽快为您发货',
    facts: [...facts.slice(0, 2), { label: '支付时间', value: '2026-11-22 15:02' }],
    actions: <Button tone="secondary">查看订单</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(canvas.getByText('支付时间')).toBeVisible();
  },
};

/** /payFail: the same order can be paid again. */
export const Failed: Story = {
  args: {
    outcome: 'failed',
    title: '支付失败',
    message: '订单已保留，请在支付截止前重新支付',
    actions: (
      <Button tone="primary" onPress={onRetry}>
        重新支付
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新支付' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
