import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FloatingActionsContainer } from './FloatingActionsContainer';

const meta = {
  title: 'Features/Layout/FloatingActionsContainer',
  component: FloatingActionsContainer,
  parameters: { app: {} },
  args: { onService: fn() },
} satisfies Meta<typeof FloatingActionsContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Customer service hands the press to the app, which opens the chat or asks a visitor to log in (spec §8). */
export const Service: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(args.onService).toHaveBeenCalledOnce();
  },
};

/** Back to top shows beyond 200 px, scrolls up and moves focus to the skip target. */
export const BackToTop: Story = {
  args: { focusTargetId: 'story-top' },
  render: (args) => (
    <>
      <h2 id="story-top" tabIndex={-1}>
        金缘珠宝
      </h2>
      {/* A long page to scroll: features do not style, so its length is paragraphs, not a height. */}
      {Array.from({ length: 80 }, (_, index) => (
        <p key={index}>足金古法传承系列 · 第 {index + 1} 款</p>
      ))}
      <FloatingActionsContainer {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '回到顶部' })).toBeNull();
    window.scrollTo({ top: 600 });
    const button = await canvas.findByRole('button', { name: '回到顶部' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('heading', { name: '金缘珠宝' })).toHaveFocus();
  },
};
