import { useSession } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { staffAttemptStorageKey } from '../logic/staffReturn';
import { memberHandlers } from '../mocks/handlers';
import { StaffCallback } from './StaffCallback';

const attempt = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'v'.repeat(43), returnTo: null as string | null };

function SessionLine() {
  const { user, isStaff } = useSession();
  return <p>{isStaff ? `${user.nickname} · ${user.staffCode}` : '未登录'}</p>;
}

const meta = {
  title: 'Features/Member/StaffCallback',
  component: StaffCallback,
  args: {
    location: { pathname: '/login/staffCallback', search: '?code=abc&state=state-1&iss=http%3A%2F%2Flocalhost%2Foidc' },
    accountOverviewPath: '/myIndex/accountOverview',
    onNavigate: fn(),
    onRetry: fn(),
  },
  parameters: { app: {}, msw: { handlers: [...memberHandlers.staffConfig, ...memberHandlers.staffCodeOk] } },
  beforeEach: () => {
    sessionStorage.setItem(staffAttemptStorageKey, JSON.stringify(attempt));
  },
  render: (args) => (
    <>
      <SessionLine />
      <StaffCallback {...args} />
    </>
  ),
} satisfies Meta<typeof StaffCallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code is exchanged: the session holds the staff user and the page goes to account overview. */
export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/myIndex/accountOverview'));
    await expect(canvas.getByText('林晓 · JY80001')).toBeVisible();
    await expect(sessionStorage.getItem(staffAttemptStorageKey)).toBeNull();
  },
};

/** A remembered return path wins (spec §4). */
export const ReturnsToSavedPath: Story = {
  beforeEach: () => {
    sessionStorage.setItem(staffAttemptStorageKey, JSON.stringify({ ...attempt, returnTo: '/myIndex/royalty/index' }));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/myIndex/royalty/index'));
  },
};

/** The server refuses the code: toast 登录错误, then back to the staff sign-in after 1.5 s (spec §8). */
export const ExchangeRefused: Story = {
  parameters: { msw: { handlers: [...memberHandlers.staffConfig, ...memberHandlers.staffCodeRejected] } },
  play: async ({ canvas, args }) => {
    await expect(
      within(await within(document.body).findByRole('alertdialog', { name: '登录错误' })).getByRole('alert'),
    ).toHaveTextContent('登录错误');
    await expect(args.onRetry).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce(), { timeout: 3000 });
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(canvas.getByText('未登录')).toBeVisible();
  },
};

/** A forged state is refused before any exchange. */
export const ForgedState: Story = {
  args: { location: { pathname: '/login/staffCallback', search: '?code=abc&state=forged' } },
  play: async ({ args }) => {
    await expect(
      within(await within(document.body).findByRole('alertdialog', { name: '登录错误' })).getByRole('alert'),
    ).toHaveTextContent('登录错误');
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};
