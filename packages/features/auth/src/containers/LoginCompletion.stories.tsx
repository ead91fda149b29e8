import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginTicketCookie } from '@mall/contract/auth';
import { useSession } from '@mall/core';
import { expect, fn, waitFor } from 'storybook/test';
import { authHandlers } from '../mocks/handlers';
import { LoginCompletion } from './LoginCompletion';

function SessionName() {
  const session = useSession();
  return <p>{session.isLoggedIn ? `已登录：${session.user.nickname}` : '未登录'}</p>;
}

const meta = {
  title: 'Features/Auth/LoginCompletion',
  component: LoginCompletion,
  parameters: { app: {}, msw: { handlers: authHandlers.default } },
  args: { onLoggedIn: fn(), onToast: fn() },
  render: (args) => (
    <>
      <LoginCompletion {...args} />
      <SessionName />
    </>
  ),
} satisfies Meta<typeof LoginCompletion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §4: the one-time cookie is read, removed and exchanged; user info and token land in the session. */
export const FromCookie: Story = {
  beforeEach: () => {
    document.cookie = `${loginTicketCookie}=ticket-1; path=/`;
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledOnce());
    await expect(canvas.getByText('已登录：王女士')).toBeInTheDocument();
    await expect(document.cookie).not.toContain(loginTicketCookie);
  },
};

/** Without the cookie nothing happens. */
export const NoCookie: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('未登录')).toBeInTheDocument();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};
