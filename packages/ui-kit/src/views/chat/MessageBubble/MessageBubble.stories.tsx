import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { sampleBubbleLabels, sampleMessage, sampleOrders, sampleProduct } from '../chatSamples';
import { MessageBubble } from './MessageBubble';

const meta = {
  title: 'Views/Chat/MessageBubble',
  component: MessageBubble,
  args: {
    labels: sampleBubbleLabels,
    isOwn: false,
    message: sampleMessage({ id: 'm1', text: '您好，我是金缘珠宝客服小金，请问有什么可以帮您？' }),
    onRetry: fn(),
  },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's text on the left, with the agent's name and the time. */
export const FromAgent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('客服 小金')).toBeVisible();
    await expect(canvas.getByText('10:30')).toBeVisible();
  },
};

const own = (status: 'sending' | 'sent' | 'delivered' | 'read' | 'failed') =>
  sampleMessage({ id: `own-${status}`, author: 'customer', text: '这款手镯可以刻字吗？', status });

export const OwnSending: Story = { args: { isOwn: true, message: own('sending') } };
export const OwnSent: Story = { args: { isOwn: true, message: own('sent') } };
export const OwnDelivered: Story = { args: { isOwn: true, message: own('delivered') } };
export const OwnRead: Story = {
  args: { isOwn: true, message: own('read') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已读')).toBeVisible();
  },
};

/** A message that did not reach the server says so and offers 重新发送, which hands the same message back. */
export const OwnFailed: Story = {
  args: { isOwn: true, message: own('failed') },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('发送失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.onRetry).toHaveBeenCalledWith(args.message);
  },
};

/** A picture keeps its room before it loads; pressing it (or Enter) shows it larger in a dialog. */
export const Image: Story = {
  args: {
    isOwn: true,
    message: sampleMessage({
      id: 'img',
      author: 'customer',
      kind: 'image',
      status: 'delivered',
      image: { url: sampleThumb('#c9a24a'), width: 200, height: 200, alt: '手镯内圈的划痕' },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: '手镯内圈的划痕，查看大图' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: '查看图片' });
    await expect(dialog).toContainElement(screen.getByRole('img', { name: '手镯内圈的划痕' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A product card links to its goods page. */
export const Product: Story = {
  args: {
    isOwn: true,
    message: sampleMessage({ id: 'p', author: 'customer', kind: 'product', product: sampleProduct, status: 'read' }),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /足金999 古法传承福字手镯/ });
    await expect(link).toHaveAttribute('href', sampleProduct.href);
    await expect(link).toHaveTextContent('款号 JYG00001');
  },
};

export const Order: Story = {
  args: {
    isOwn: true,
    message: sampleMessage({ id: 'o', author: 'customer', kind: 'order', order: sampleOrders[0], status: 'sent' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /JY20261120103000000001 · 待发货/ })).toBeVisible();
  },
};

/** A system notice sits in the middle, without a side. */
export const Notice: Story = {
  args: {
    message: sampleMessage({ id: 'n', author: 'system', kind: 'notice', text: '客服 小金 已接入，为您服务' }),
  },
};
