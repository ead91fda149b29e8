import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ParcelListSkeleton } from './ParcelListSkeleton';

const meta = {
  title: 'Views/Orders/ParcelListSkeleton',
  component: ParcelListSkeleton,
  args: { label: '正在加载物流信息' },
} satisfies Meta<typeof ParcelListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载物流信息');
  },
};
