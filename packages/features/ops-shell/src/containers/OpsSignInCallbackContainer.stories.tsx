import { staffPaths } from '@mall/contract/staff';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { opsStaffSignIn } from '../logic/opsSignIn';
import { createOpsShellMock } from '../mocks/handlers';
import { OpsSignInCallbackContainer } from './OpsSignInCallbackContainer';

const attempt = {
  state: 'state-1234567890',
  nonce: 'nonce-1234567890',
  codeVerifier: 'v'.repeat(43),
  returnTo: '/orders?tab=toShip',
};
const exchanged = fn();
const exchange = http.post(staffPaths('mall').loginCode, async ({ request }) => {
  exchanged(await request.json());
  return HttpResponse.json({
    code: 200,
    msg: 'success',
    userInfo: {
      uid: 900002,
      uoid: 'JY80002',
      nickname: '周敏',
      cardNo: '',
      vipNo: '',
      isStaff: true,
      staffCode: 'JY80002',
    },
    idToken: 'token-from-the-exchange',
  });
});

const meta = {
  title: 'Features/OpsShell/OpsSignInCallbackContainer',
  component: OpsSignInCallbackContainer,
  args: { search: `?code=abc&state=${attempt.state}`, onSignedIn: fn(), onFailed: fn() },
  parameters: { app: {}, msw: { handlers: [...createOpsShellMock().handlers, exchange] } },
  beforeEach: () => {
    sessionStorage.setItem(opsStaffSignIn.storageKey, JSON.stringify(attempt));
    return () => sessionStorage.removeItem(opsStaffSignIn.storageKey);
  },
} satisfies Meta<typeof OpsSignInCallbackContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's code is exchanged once, on the console's callback, and the remembered page opens (issue #29). */
export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('正在登录运营后台…')).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/orders?tab=toShip'), { timeout: 8000 });
    await expect(exchanged).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'abc',
        redirectUri: 'http://127.0.0.1/ops/login/callback',
        nonce: attempt.nonce,
      }),
    );
    await expect(sessionStorage.getItem(opsStaffSignIn.storageKey)).toBeNull();
  },
};

/** A state this tab did not send (a forged callback): nothing is exchanged, back to the sign-in. */
export const ForgedState: Story = {
  args: { search: '?code=abc&state=someone-else' },
  play: async ({ args }) => {
    exchanged.mockClear();
    await waitFor(() => expect(args.onFailed).toHaveBeenCalled(), { timeout: 8000 });
    await expect(exchanged).not.toHaveBeenCalled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
