import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleOrders, sampleProduct } from '../chatSamples';
import { ChatCard } from './ChatCard';

const [firstOrder] = sampleOrders;
if (!firstOrder) throw new Error('chatSamples has orders');

const meta = {
  title: 'Views/Chat/ChatCard',
  component: ChatCard,
  args: { item: { product: sampleProduct }, caption: '款号' },
} satisfies Meta<typeof ChatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product inside a control (the banner's send button): text only, no link of its own. */
export const Product: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('足金999 古法传承福字手镯')).toBeVisible();
    await expect(canvas.getByText('款号 JYG00001')).toBeVisible();
    await expect(canvas.getByText('¥12,680.00')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A product in a message: a link to its page, opened in a new tab without handing it the chat window. */
export const ProductLink: Story = {
  args: { isLink: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /足金999 古法传承福字手镯/ });
    await expect(link).toHaveAttribute('href', '/goods?mouldNo=JYG00001');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** An order: its number and state in the caption, its amount as the figure. */
export const Order: Story = {
  args: { item: { order: firstOrder }, caption: '订单号', isLink: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单号 JY20261120103000000001 · 待发货')).toBeVisible();
    await expect(canvas.getByText('¥3,371.63')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/orderDetail?orderNo=JY20261120103000000001');
  },
};
