import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RetryNotice } from './RetryNotice';

const meta = {
  title: 'Primitives/Feedback/RetryNotice',
  component: RetryNotice,
  args: { message: '积分暂时无法获取，请稍后再试', retryLabel: '重新加载', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RetryNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reason and the retry. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('积分暂时无法获取，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing to retry: the reason alone. */
export const MessageOnly: Story = {
  args: { retryLabel: undefined, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
