import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  sampleComposerLabels,
  sampleConversation,
  sampleEmojis,
  sampleListLabels,
  sampleMessage,
  sampleOrders,
  sampleOffline,
  sampleProduct,
  sampleQuickAnswers,
  sampleRatingLabels,
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
    quickAnswers: sampleQuickAnswers,
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

/** The agent types while one's own message failed: both said, 重新发送 beside the failed one. */
export const TypingWithFailedMessage: Story = {
  args: {
    isTyping: true,
    messages: [
      ...sampleConversation,
      sampleMessage({ id: 'f1', author: 'customer', text: '可以刻“平安”两个字吗？', status: 'failed' }),
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('客服正在输入…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.onRetry).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'c-f1' }));
  },
};

/** Outside 8:15–23:45: the notice with both hours and 留言. */
export const OutsideHours: Story = {
  args: {
    product: undefined,
    messages: [],
    offline: { ...sampleOffline, onLeaveMessage: fn() },
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
    rating: { labels: sampleRatingLabels, onSubmit: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('textbox', { name: '输入消息' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '结束会话' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '5 星' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(args.rating?.onSubmit).toHaveBeenCalledWith({ stars: 5, remark: '' });
  },
};

/** The shopper's chat tab: the window fills most of the tab's height. */
export const FillsPage: Story = {
  args: { fillsPage: true },
  play: async ({ canvas }) => {
    const window = canvas.getByRole('region', { name: '金缘珠宝在线客服' });
    await expect(window.getBoundingClientRect().height).toBeGreaterThanOrEqual(480);
  },
};
