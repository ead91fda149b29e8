import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleDiamond, sampleRing } from '../OrderCard/orderSamples';
import { OrderGoodsList } from './OrderGoodsList';

const meta = {
  title: 'Views/Orders/OrderGoodsList',
  component: OrderGoodsList,
  args: { goods: [sampleRing, sampleDiamond], labels: { unitPrice: '单价', quantity: '数量' } },
} satisfies Meta<typeof OrderGoodsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two pieces: each title links to its product; price and quantity read as what they are. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: sampleRing.title })).toHaveAttribute('href', sampleRing.href);
    const ring = canvas.getAllByRole('listitem')[0]!;
    await expect(ring).toHaveTextContent('单价');
    await expect(ring).toHaveTextContent('¥3,371.63');
    await expect(ring).toHaveTextContent('数量');
    await expect(ring).toHaveTextContent('圈口');
  },
};

/** A piece without a product page or facts: the title is plain text. */
export const WithoutLink: Story = {
  args: { goods: [{ id: 'gift', title: '积分兑换 金缘定制红包', unitPriceFen: 0, quantity: 1 }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('积分兑换 金缘定制红包')).toBeVisible();
  },
};
