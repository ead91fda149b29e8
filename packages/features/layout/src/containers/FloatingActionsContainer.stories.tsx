import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { FloatingActionsContainer } from './FloatingActionsContainer';

const meta = {
  title: 'Features/Layout/FloatingActionsContainer',
  component: FloatingActionsContainer,
  parameters: { app: {} },
  args: { onLoginRequired: fn() },
} satisfies Meta<typeof FloatingActionsContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor pressing customer service is sent to log in (spec §8), no chat opens. */
export const LoggedOut: Story = {
  play: async ({ canvas, args }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(args.onLoginRequired).toHaveBeenCalledOnce();
    await expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  },
};

/** A logged-in shopper gets the chat in a new tab. */
export const LoggedIn: Story = {
  parameters: { app: { user: { uid: 1, uoid: 'C1', idToken: 't', nickname: '王女士', cardNo: '8801234567' } } },
  play: async ({ canvas, args }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(canvas.getByRole('button', { name: '在线客服' }));
    await expect(open).toHaveBeenCalledWith('/customerServiceView', '_blank', 'noopener');
    await expect(args.onLoginRequired).not.toHaveBeenCalled();
    open.mockRestore();
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
      <div style={{ height: 3000 }} />
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
