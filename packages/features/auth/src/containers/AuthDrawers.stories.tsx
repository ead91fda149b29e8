import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mall/ui-kit';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useAuthDrawers } from '../hooks/useAuthDrawers';
import { authHandlers } from '../mocks/handlers';
import { AuthDrawers } from './AuthDrawers';

type Args = { onRegistered: () => void; onGoShopping: () => void; onToast: (message: string) => void };

function Host(args: Args) {
  const state = useAuthDrawers();
  return (
    <>
      <Button onPress={() => state.show('login')}>登录</Button>
      <AuthDrawers state={state} staffContent={<Button>员工统一身份认证登录</Button>} {...args} />
    </>
  );
}

const meta = {
  title: 'Features/Auth/AuthDrawers',
  component: Host,
  parameters: { app: {}, msw: { handlers: authHandlers.default } },
  args: { onRegistered: fn(), onGoShopping: fn(), onToast: fn() },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §4: login → register closes one drawer and opens the other 300 ms later; the title follows the tab. */
export const Switching: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const login = await screen.findByRole('dialog', { name: '手机验证登录' });
    await userEvent.click(within(login).getByRole('tab', { name: '账号登录' }));
    await expect(await screen.findByRole('dialog', { name: '账号登录' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '账号登录' })).not.toBeInTheDocument());
    await expect(await screen.findByRole('dialog', { name: '重设密码' })).toBeInTheDocument();
  },
};
