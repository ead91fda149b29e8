import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { OrderCardData } from './OrderCard';
import { orderStatusTones } from '../OrderStatus/OrderStatus';
import { OrderCard } from './OrderCard';
import {
  sampleBangle,
  sampleDiamond,
  sampleJade,
  sampleOrderCardLabels,
  samplePearl,
  sampleRing,
  sampleShippedOrder,
  sampleSuccessfulOrder,
  sampleUnpaidOrder,
} from './orderSamples';

const meta = {
  title: 'Views/Orders/OrderCard',
  component: OrderCard,
  args: { order: sampleUnpaidOrder, labels: sampleOrderCardLabels, onAction: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons and links of a card's action group, in display order, by their visible names. */
function actionNames(group: HTMLElement): string[] {
  return Array.from(group.querySelectorAll<HTMLElement>('a, button'), (element) => element.textContent ?? '');
}

/** A presale bangle (预售): its deposit order and its balance order show it. */
const presaleBangle = { ...sampleBangle, title: '足金生肖兔 新春预售摆件', unitPriceFen: 1_288_800 };

/** A card of `sampleUnpaidOrder`'s shape with these changes. */
const cardOf = (changes: Partial<OrderCardData>): OrderCardData => ({ ...sampleUnpaidOrder, ...changes });

/** 待付款: the number, time and label head the card; 去支付 leads, 取消订单 follows (spec §4). */
export const Unpaid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('article', { name: '订单编号 JY202611220001' });
    await expect(within(card).getByText('待付款')).toBeVisible();
    await expect(card).toHaveTextContent('下单时间 2026-11-22 14:32');
    await expect(card).toHaveTextContent('应付款¥3,371.63');
    const actions = within(canvas.getByRole('group', { name: '订单操作' })).getAllByRole('button');
    await expect(actions.map((button) => button.textContent)).toEqual(['去支付', '取消订单']);
    await userEvent.click(canvas.getByRole('button', { name: '去支付' }));
    await expect(args.onAction).toHaveBeenCalledWith('pay');
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('cancel');
    await expect(canvas.getByRole('link', { name: '足金999 古法传承福字戒指' })).toHaveAttribute(
      'href',
      '/goods?mouldNo=JYG00001',
    );
    await expect(canvas.getByRole('link', { name: '订单详情' })).toHaveAttribute(
      'href',
      '/myIndex/order?orderNo=JY202611220001',
    );
  },
};

/** 待发货: paid, nothing to do yet but ask for a refund. */
export const PendingShipment: Story = {
  args: {
    order: {
      ...sampleUnpaidOrder,
      orderNo: 'JY202611210008',
      statusLabel: '待发货',
      statusTone: 'progress',
      amountLabel: '实付款',
      actions: [{ id: 'refund', label: '申请退款', tone: 'link' }],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('待发货')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '申请退款' }));
    await expect(args.onAction).toHaveBeenCalledWith('refund');
  },
};

/** A refund under way: 退款中 beside the status (the card has no second refund button). */
export const Refunding: Story = {
  args: {
    order: {
      ...sampleUnpaidOrder,
      orderNo: 'JY202611210009',
      statusLabel: '待发货',
      statusTone: 'progress',
      refundStatus: { label: '退款中', tone: 'progress' },
      amountLabel: '实付款',
      actions: [],
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /JY202611210009/ });
    await expect(within(card).getByText('待发货')).toBeVisible();
    await expect(within(card).getByText('退款中')).toBeVisible();
  },
};

/** 已发货: 查看物流 is a link (it opens the parcel's page), 确认收货 and 申请售后 are buttons. */
export const Shipped: Story = {
  args: { order: sampleShippedOrder },
  play: async ({ canvas, args, userEvent }) => {
    const logistics = canvas.getByRole('link', { name: '查看物流' });
    await expect(logistics).toHaveAttribute('href', '/myIndex/order?orderNo=JY202611180017#logistics');
    await userEvent.click(canvas.getByRole('button', { name: '确认收货' }));
    await expect(args.onAction).toHaveBeenCalledWith('confirmReceipt');
    await userEvent.click(canvas.getByRole('button', { name: '申请售后' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('refund');
    // Two pieces of one ring: the quantity reads as such.
    await expect(canvas.getByRole('listitem')).toHaveTextContent('数量 ×2');
  },
};

/** 交易成功 with two goods: both show, so there is no toggle. */
export const Successful: Story = {
  args: { order: sampleSuccessfulOrder },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('交易成功')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /查看其余/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '评价' })).toHaveAttribute(
      'href',
      '/myIndex/orderEvaluate?orderNo=JY202610300042',
    );
    await userEvent.click(canvas.getByRole('button', { name: '再次购买' }));
    await expect(args.onAction).toHaveBeenCalledWith('rebuy');
  },
};

/** 交易关闭: delete and buy again (spec §4, states 5–7). */
export const Closed: Story = {
  args: {
    order: {
      ...sampleUnpaidOrder,
      orderNo: 'JY202611010003',
      statusLabel: '交易关闭',
      statusTone: 'muted',
      actions: [
        { id: 'delete', label: '删除订单', tone: 'link' },
        { id: 'rebuy', label: '再次购买' },
      ],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('交易关闭')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除订单' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

/** 待付尾款 after the balance deadline: 支付尾款 shows but cannot be pressed (spec §4). */
export const PendingBalanceOverdue: Story = {
  args: {
    order: {
      ...sampleUnpaidOrder,
      orderNo: 'JY202611150021',
      statusLabel: '待付尾款',
      goods: [{ ...sampleBangle, title: '足金生肖兔 新春预售摆件', unitPriceFen: 1_288_800 }],
      amountLabel: '尾款',
      amountFen: 1_238_800,
      actions: [{ id: 'payBalance', label: '支付尾款', tone: 'primary', isDisabled: true }],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const payBalance = canvas.getByRole('button', { name: '支付尾款' });
    await expect(payBalance).toBeDisabled();
    await userEvent.click(payBalance);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A transfer gift not yet accepted: 待领取, nothing to press (spec §4 states 2, 9). */
export const GiftAwaiting: Story = {
  args: {
    order: {
      ...sampleUnpaidOrder,
      orderNo: 'JY202611200005',
      statusLabel: '待领取',
      statusTone: 'progress',
      goods: [sampleJade],
      amountLabel: '实付款',
      amountFen: 588_000,
      actions: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待领取')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '订单操作' })).toBeNull();
  },
};

/** Four goods: two show, and the toggle names how many wait (spec §4); it opens and closes the rest. */
export const ManyGoods: Story = {
  args: {
    order: {
      ...sampleSuccessfulOrder,
      goods: [sampleBangle, samplePearl, sampleRing, sampleDiamond],
      amountFen: 4_258_347,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const toggle = canvas.getByRole('button', { name: '查看其余 2 件商品' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('收起');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: '18K金六爪钻石戒指 永恒之约' })).toBeVisible();
    // From the keyboard too, and focus stays on the toggle.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Long titles wrap to two lines and end in an ellipsis; the link keeps the whole title. */
export const LongTitle: Story = {
  args: {
    order: {
      ...sampleSuccessfulOrder,
      goods: [
        {
          ...sampleBangle,
          title:
            '足金999.9 古法传承 金缘臻品系列 龙凤呈祥雕花宽面手镯 婚嫁三金之一 附赠礼盒与鉴定证书 可刻字定制 支持以旧换新',
        },
        samplePearl,
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /龙凤呈祥雕花宽面手镯/ });
    await expect(link).toHaveAccessibleName(/支持以旧换新$/);
    const title = link.parentElement as HTMLElement;
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
  },
};

/** The four status intents side by side (a review aid). */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {orderStatusTones.map((tone, index) => (
        <OrderCard
          key={tone}
          {...args}
          order={{
            ...sampleUnpaidOrder,
            orderNo: `JY20261122000${index + 1}`,
            statusTone: tone,
            statusLabel: ['待付款', '待收货', '交易成功', '交易关闭'][index] ?? '',
            actions: [],
          }}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** 待付定金 (spec §4 state 1, deposit type): 去支付 pays the deposit, 取消订单 follows. */
export const PendingDeposit: Story = {
  args: {
    order: cardOf({
      orderNo: 'JY202611230011',
      statusLabel: '待付定金',
      goods: [presaleBangle],
      amountLabel: '应付款',
      amountFen: 50_000,
      actions: [
        { id: 'pay', label: '去支付', tone: 'primary', href: '/submitSuccess?orderNo=JY202611230011' },
        { id: 'cancel', label: '取消订单', tone: 'secondary' },
      ],
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('article', { name: '订单编号 JY202611230011' });
    await expect(within(card).getByText('待付定金')).toBeVisible();
    await expect(actionNames(canvas.getByRole('group', { name: '订单操作' }))).toEqual(['去支付', '取消订单']);
    await expect(canvas.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/submitSuccess?orderNo=JY202611230011',
    );
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
  },
};

/** 已付定金 inside the final-payment window: 付尾款 is the one action, a link to the balance order's payment. */
export const DepositPaid: Story = {
  args: {
    order: cardOf({
      orderNo: 'JY202611230012',
      statusLabel: '已付定金',
      goods: [presaleBangle],
      amountLabel: '实付款',
      amountFen: 50_000,
      actions: [
        { id: 'finalPayment', label: '付尾款', tone: 'primary', href: '/submitSuccess?orderNo=JY202611230013' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已付定金')).toBeVisible();
    await expect(actionNames(canvas.getByRole('group', { name: '订单操作' }))).toEqual(['付尾款']);
    const finalPayment = canvas.getByRole('link', { name: '付尾款' });
    await expect(finalPayment).toHaveAttribute('href', '/submitSuccess?orderNo=JY202611230013');
    await expect(finalPayment).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** A closed points-gift order (first line type 23): 删除订单 only, nothing to buy again (spec §4). */
export const DeleteOnly: Story = {
  args: {
    order: cardOf({
      orderNo: 'JY202611020004',
      statusLabel: '交易关闭',
      statusTone: 'muted',
      goods: [{ ...samplePearl, title: '积分礼品 淡水珍珠耳钉' }],
      actions: [{ id: 'delete', label: '删除订单', tone: 'link' }],
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(actionNames(canvas.getByRole('group', { name: '订单操作' }))).toEqual(['删除订单']);
    await expect(canvas.queryByRole('button', { name: '再次购买' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '删除订单' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

/** A balance order (待付尾款) in its window: 去支付 only; a balance order is never cancelled on its own. */
export const PayOnly: Story = {
  args: {
    order: cardOf({
      orderNo: 'JY202611230013',
      statusLabel: '待付尾款',
      goods: [presaleBangle],
      amountLabel: '应付款',
      amountFen: 1_238_800,
      actions: [{ id: 'pay', label: '去支付', tone: 'primary', href: '/submitSuccess?orderNo=JY202611230013' }],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待付尾款')).toBeVisible();
    await expect(actionNames(canvas.getByRole('group', { name: '订单操作' }))).toEqual(['去支付']);
    await expect(canvas.queryByRole('button', { name: '取消订单' })).toBeNull();
  },
};

/** An unpaid order from source 23: no 去支付 online (spec §4), 取消订单 only. */
export const CancelOnly: Story = {
  args: {
    order: cardOf({
      orderNo: 'JY202611220023',
      actions: [{ id: 'cancel', label: '取消订单', tone: 'secondary' }],
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('待付款')).toBeVisible();
    await expect(actionNames(canvas.getByRole('group', { name: '订单操作' }))).toEqual(['取消订单']);
    await expect(canvas.queryByRole('link', { name: '去支付' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
  },
};

/** A shipped points-exchange order (first line type 21): 确认收货 and 查看物流, no 申请售后 (spec §4). */
export const PointsShippedNoRefund: Story = {
  args: {
    order: cardOf({
      orderNo: 'JY202611190021',
      statusLabel: '已发货',
      statusTone: 'progress',
      goods: [{ ...samplePearl, title: '积分兑换 淡水珍珠耳钉' }],
      amountLabel: '实付款',
      amountFen: 0,
      actions: [
        { id: 'confirmReceipt', label: '确认收货', tone: 'primary' },
        {
          id: 'viewLogistics',
          label: '查看物流',
          tone: 'secondary',
          href: '/myIndex/branchOrder?orderNo=JY202611190021',
        },
      ],
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(actionNames(canvas.getByRole('group', { name: '订单操作' }))).toEqual(['确认收货', '查看物流']);
    await expect(canvas.queryByRole('button', { name: '申请售后' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '申请退款' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '确认收货' }));
    await expect(args.onAction).toHaveBeenCalledWith('confirmReceipt');
  },
};
