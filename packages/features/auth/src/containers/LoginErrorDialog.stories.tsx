import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { authHandlers } from '../mocks/handlers';
import { LoginErrorDialog } from './LoginErrorDialog';

const meta = {
  title: 'Features/Auth/LoginErrorDialog',
  component: LoginErrorDialog,
  parameters: { app: {}, msw: { handlers: authHandlers.default } },
  args: { error: 'badSmsCode', onConfirm: fn() },
} satisfies Meta<typeof LoginErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §8: ?error explained by GET /auth/error/query in 登录错误; confirming strips it. */
export const Shown: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '登录错误' });
    await expect(dialog).toHaveTextContent('验证码错误或已过期，请重新获取');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** issue #17 §3: a password try asked to wait (`?error=tooSoon:8`) is told how many seconds. */
export const TooSoon: Story = {
  args: { error: 'tooSoon:8' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '登录错误' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('登录尝试过于频繁，请 8 秒后再试');
  },
};

export const NoError: Story = {
  args: { error: null },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
