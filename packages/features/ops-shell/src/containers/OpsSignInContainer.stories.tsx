import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { opsBrowser } from '../hooks/browser';
import { opsStaffSignIn } from '../logic/opsSignIn';
import { createOpsShellMock } from '../mocks/handlers';
import { OpsSignInContainer } from './OpsSignInContainer';

const realAssign = opsBrowser.assign;

const meta = {
  title: 'Features/OpsShell/OpsSignInContainer',
  component: OpsSignInContainer,
  args: { returnTo: '/orders?tab=toShip' },
  parameters: { app: {}, msw: { handlers: createOpsShellMock().handlers } },
} satisfies Meta<typeof OpsSignInContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button leaves for the provider with a PKCE S256 challenge, on the console's own callback (issue #29). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const assign = fn();
    opsBrowser.assign = assign;
    try {
      await expect(canvas.getByRole('heading', { level: 1, name: '金缘珠宝运营后台' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: '前往统一身份认证登录' }));
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const url = new URL(assign.mock.calls[0]?.[0] as string);
      await expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1/ops/login/callback');
      await expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      const attempt = JSON.parse(sessionStorage.getItem(opsStaffSignIn.storageKey) ?? '{}') as { returnTo?: string };
      await expect(attempt.returnTo).toBe('/orders?tab=toShip');
    } finally {
      opsBrowser.assign = realAssign;
      sessionStorage.removeItem(opsStaffSignIn.storageKey);
    }
  },
};

/** Back from a failed sign-in: the reason above the button, which tries again. */
export const Failed: Story = {
  args: { hasFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('登录失败，请重试。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '前往统一身份认证登录' })).toBeEnabled();
  },
};
