import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GoodsDetailSkeleton } from './GoodsDetailSkeleton';

const meta = {
  title: 'Views/Catalogue/GoodsDetailSkeleton',
  component: GoodsDetailSkeleton,
  args: { label: '商品加载中' },
} satisfies Meta<typeof GoodsDetailSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The status is announced; the shapes are hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('商品加载中');
  },
};
