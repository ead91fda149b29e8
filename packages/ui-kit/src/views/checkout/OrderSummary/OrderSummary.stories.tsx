import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { OrderSummary } from './OrderSummary';

const meta = {
  title: 'Views/Checkout/OrderSummary',
  component: OrderSummary,
  args: {
    labels: {
      title: '订单金额',
      goodsTotal: '商品总额',
      fullMinus: '满减优惠',
      quantityDiscount: '满件折扣',
      points: '积分抵扣',
      giftCard: '礼品卡抵扣',
      payable: '应付金额',
      submit: '提交订单',
      submitting: '提交中',
      updating: '金额计算中',
    },
    goodsTotalFen: 1788696,
    fullMinusFen: 50000,
    quantityDiscountFen: 0,
    pointsFen: 1000,
    giftCardFen: 0,
    payableFen: 1737696,
    onSubmit: fn(),
    note: '按克计价商品以今日金价计算',
  },
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Goods, the full-minus and points taken off, the payable, and submit. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '商品总额',
      '满减优惠',
      '积分抵扣',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '¥17,886.96',
      '-¥500.00',
      '-¥10.00',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('应付金额¥17,376.96');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A staff user skips discounts (spec §6): no discount rows. */
export const Staff: Story = {
  args: { fullMinusFen: 0, pointsFen: 0, payableFen: 1788696 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['商品总额']);
  },
};

/** Everything paid by points and gift card: payable ¥0.00, never below. */
export const FullyCovered: Story = {
  args: { goodsTotalFen: 30000, fullMinusFen: 0, pointsFen: 10000, giftCardFen: 20000, payableFen: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('¥0.00');
  },
};

/** Re-pricing after a change: the button waits until the new figures arrive. */
export const Updating: Story = {
  args: { isUpdating: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('金额计算中');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: a second press does nothing. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /提交订单/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The last submit failed: the reason is announced and the button stays. */
export const Failed: Story = {
  args: { errorMessage: '网络异常，订单未提交，请重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，订单未提交，请重试');
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeEnabled();
  },
};

/** The goods changed since the bag: the reason, and the way back to the bag under it. */
export const FailedWithAction: Story = {
  args: {
    errorMessage: '部分商品已下架，请返回购物袋重新选择',
    errorAction: (
      <Button tone="link" size="small">
        返回购物袋
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('部分商品已下架，请返回购物袋重新选择');
    await expect(canvas.getByRole('button', { name: '返回购物袋' })).toBeVisible();
  },
};
