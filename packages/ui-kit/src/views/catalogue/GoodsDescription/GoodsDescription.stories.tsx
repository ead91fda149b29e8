import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GoodsDescription } from './GoodsDescription';

const meta = {
  title: 'Views/Catalogue/GoodsDescription',
  component: GoodsDescription,
  args: {
    html: '<p>足金 999，古法工艺手工錾刻，圈口可调。</p><ul><li>金重约 20.5 克</li><li>附国检证书</li></ul>',
    emptyText: '暂无商品详情',
  },
} satisfies Meta<typeof GoodsDescription>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The piece's own details. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('附国检证书')).toBeInTheDocument();
  },
};

/** No details: the muted line. */
export const Empty: Story = {
  args: { html: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无商品详情')).toBeInTheDocument();
  },
};
