import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
