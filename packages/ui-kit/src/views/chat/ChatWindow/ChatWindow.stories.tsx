import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  sampleComposerLabels,
  sampleConversation,
  sampleEmojis,
  sampleListLabels,
  sampleMessage,
  sampleOrders,
  sampleProduct,
} from '../chatSamples';
import { ChatWindow } from './ChatWindow';

const meta = {
  title: 'Views/Chat/ChatWindow',
  component: ChatWindow,
  args: {
    labels: {
      title: '金缘珠宝在线客服',
      connection: { connecting: '连接中', connected: '已连接', reconnecting: '重新连接中…', offline: '网络已断开' },
      end: '结束会话',
      productHeading: '您正在咨询的商品',
      sendProduct: '发送',
      mouldNo: '款号',
      list: sampleListLabels,
    },
    connection: 'connected',
    messages: sampleConversation,
    product: sampleProduct,
    onSendProduct: fn(),
    onEnd: fn(),
    onRetry: fn(),
    composer: {
      labels: sampleComposerLabels,
      emojis: sampleEmojis,
      onSendText: fn(),
      onSendImage: fn(),
      onSendOrder: fn(),
      orders: sampleOrders,
    },
  },
  decorators: [
    (Story) => (
      <div style={{ height: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a goods page: the product at the top with 发送; Enter sends a question. */
export const Connected: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '金缘珠宝在线客服' })).toBeVisible();
    await expect(canvas.getByText('已连接')).toBeVisible();
    const banner = canvas.getByRole('region', { name: '您正在咨询的商品' });
    await userEvent.click(within(banner).getByRole('button', { name: '发送' }));
    await expect(args.onSendProduct).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: '输入消息' }), '还有 17 号圈口吗？{Enter}');
    await expect(args.composer.onSendText).toHaveBeenCalledWith('还有 17 号圈口吗？');
    await userEvent.click(canvas.getByRole('button', { name: '结束会话' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

/** Before an agent joins: the quick answers, an empty conversation. */
export const WaitingWithQuickAnswers: Story = {
  args: {
    connection: 'connected',
    messages: [sampleMessage({ id: 'w1', author: 'system', kind: 'notice', text: '正在为您接入客服，请稍候…' })],
    quickAnswers: {
      title: '常见问题',
      intro: '客服接入前，您可以先看看这些问题',
      newTabHint: '在新标签页打开',
      items: [
        { id: 'order', label: '如何查询订单？', href: '/detail?id=faq-order' },
        { id: 'delivery', label: '下单后多久发货？', href: '/detail?id=faq-delivery' },
        { id: 'after-sales', label: '如何申请退换货？', href: '/detail?id=faq-after-sales' },
        { id: 'gold-price', label: '金价是怎么计算的？', href: '/detail?id=faq-gold-price' },
      ],
    },
  },
};

export const Connecting: Story = { args: { connection: 'connecting', messages: [], isLoading: true } };

/** The network dropped: it says 重新连接中…; what is typed can still be sent and goes out on reconnect. */
export const Reconnecting: Story = {
  args: {
    connection: 'reconnecting',
    messages: [
      ...sampleConversation,
      sampleMessage({ id: 'r1', author: 'customer', text: '那我今天下单', status: 'sending' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('重新连接中…')).toBeVisible();
    await expect(canvas.getByText('发送中')).toBeVisible();
  },
};

/** The connection is lost: the composer is disabled and says why. */
export const ConnectionLost: Story = {
  args: { connection: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '输入消息' })).toBeDisabled();
    await expect(canvas.getAllByText('网络已断开')).toHaveLength(2);
  },
};

/** The agent is typing. */
export const Typing: Story = {
  args: { isTyping: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('客服正在输入…')).toBeVisible();
  },
};

/** A message failed: 重新发送 beside it. */
export const FailedMessage: Story = {
  args: {
    messages: [
      ...sampleConversation,
      sampleMessage({ id: 'f1', author: 'customer', text: '可以刻“平安”两个字吗？', status: 'failed' }),
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.onRetry).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'c-f1' }));
  },
};

/** Outside 8:15–23:45: the notice with both hours and 留言. */
export const OutsideHours: Story = {
  args: {
    product: undefined,
    messages: [],
    offline: {
      title: '当前不在在线客服时间',
      hours: '在线客服：每天 08:15–23:45',
      hotlineHours: '客服热线：工作日 09:30–17:30',
      hotline: '400-820-1314',
      description: '您可以先留言，客服上线后会第一时间回复您。',
      leaveMessage: '留言',
      onLeaveMessage: fn(),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '留言' }));
    await expect(args.offline?.onLeaveMessage).toHaveBeenCalledOnce();
  },
};

/** Ended: no composer, no end button; the rating in their place. */
export const EndedWithRating: Story = {
  args: {
    isEnded: true,
    messages: [
      ...sampleConversation,
      sampleMessage({ id: 'e1', author: 'system', kind: 'notice', text: '会话已结束' }),
    ],
    rating: {
      labels: {
        title: '请为本次服务评分',
        stars: '服务评分',
        starValue: (stars: number) => `${stars} 星`,
        remark: '补充评价（选填）',
        remarkCount: (count: number, max: number) => `已输入 ${count}/${max} 字`,
        remarkTooLong: (max: number) => `补充评价最多 ${max} 字`,
        starsRequired: '请选择评分',
        submit: '提交评价',
        submitting: '提交中',
        thanks: '感谢您的评价！',
      },
      onSubmit: fn(),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('textbox', { name: '输入消息' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '结束会话' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '5 星' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(args.rating?.onSubmit).toHaveBeenCalledWith({ stars: 5, remark: '' });
  },
};
