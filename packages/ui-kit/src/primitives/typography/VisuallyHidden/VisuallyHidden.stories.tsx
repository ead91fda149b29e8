import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/Typography/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '周大福官方商城' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's heading: read, not shown (the banners say it). */
export const Heading: Story = {
  args: { as: 'h1' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: '周大福官方商城' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Status: Story = {
  args: { role: 'status', children: '正在加载物流信息' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载物流信息');
  },
};
