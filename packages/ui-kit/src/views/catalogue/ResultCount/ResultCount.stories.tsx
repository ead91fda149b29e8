import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'Views/Catalogue/ResultCount',
  component: ResultCount,
  args: { children: '为您找到“戒指”相关商品 128 件' },
} satisfies Meta<typeof ResultCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('为您找到“戒指”相关商品 128 件');
  },
};

export const None: Story = { args: { children: '没有找到“独角兽”相关商品' } };
