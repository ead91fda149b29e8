import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingNotice } from './LoadingNotice';

const meta = {
  title: 'Primitives/Feedback/LoadingNotice',
  component: LoadingNotice,
  args: { label: '正在加载积分', lines: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders on screen, the status message for assistive technology. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载积分');
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(2);
  },
};

/** One line. */
export const OneLine: Story = {
  args: { lines: 1, label: '订单加载中' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('订单加载中');
  },
};
