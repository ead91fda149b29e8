import { AuthPageColumn } from '@mall/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { staffFlowBrowser } from '../hooks/browser';
import { staffAttemptStorageKey } from '../logic/staffReturn';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { memberHandlers } from '../mocks/handlers';
import { StaffLoginContainer } from './StaffLoginContainer';

const assign = fn();
const realAssign = staffFlowBrowser.assign;

const meta = {
  title: 'Features/Member/StaffLoginContainer',
  component: StaffLoginContainer,
  args: { returnTo: '/myIndex/royalty/index' },
  parameters: { app: {}, msw: { handlers: memberHandlers.staffConfig } },
  beforeEach: () => {
    clearStaleAnnouncements();
    assign.mockReset();
    staffFlowBrowser.assign = assign;
    sessionStorage.removeItem(staffAttemptStorageKey);
    return () => {
      staffFlowBrowser.assign = realAssign;
    };
  },
  decorators: [
    (Story) => (
      <AuthPageColumn width="form">
        <Story />
      </AuthPageColumn>
    ),
  ],
} satisfies Meta<typeof StaffLoginContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button leaves for the provider with code, openid, S256, state and nonce; the return path is kept. */
export const SignIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前往统一身份认证登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    await expect(url.pathname).toBe('/oidc/auth');
    await expect(url.searchParams.get('scope')).toBe('openid');
    await expect(url.searchParams.get('response_type')).toBe('code');
    await expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const attempt = JSON.parse(sessionStorage.getItem(staffAttemptStorageKey) ?? '{}');
    await expect(url.searchParams.get('state')).toBe(attempt.state);
    await expect(url.searchParams.get('nonce')).toBe(attempt.nonce);
    await expect(url.searchParams.get('code_challenge')).not.toBe(attempt.codeVerifier);
    await expect(attempt.returnTo).toBe('/myIndex/royalty/index');
    clearStaleAnnouncements();
  },
};

/** An off-site return path is not kept. */
export const UnsafeReturn: Story = {
  args: { returnTo: '//evil.example/' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前往统一身份认证登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    await expect(JSON.parse(sessionStorage.getItem(staffAttemptStorageKey) ?? '{}').returnTo).toBeNull();
    clearStaleAnnouncements();
  },
};

/** The provider's settings cannot be read: the reason shows and the button tries again. */
export const Unavailable: Story = {
  parameters: { msw: { handlers: memberHandlers.staffConfigFailing } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前往统一身份认证登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('员工认证服务暂时无法访问，请稍后再试');
    await expect(assign).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '前往统一身份认证登录' })).toBeEnabled();
    clearStaleAnnouncements();
  },
};
