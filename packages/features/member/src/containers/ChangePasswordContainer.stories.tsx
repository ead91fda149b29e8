import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { memberHandlers } from '../mocks/handlers';
import { ChangePasswordContainer } from './ChangePasswordContainer';

const sun = { uid: 7, uoid: 'C7', idToken: 't', nickname: '孙女士', cardNo: '8860100006079' };

const meta = {
  title: 'Features/Member/ChangePasswordContainer',
  component: ChangePasswordContainer,
  args: { onToast: fn() },
  parameters: { app: { user: sun }, msw: { handlers: memberHandlers.passwordChanged } },
} satisfies Meta<typeof ChangePasswordContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  entries: [string, string, string],
) => {
  const [old, password, confirm] = entries;
  if (old) await userEvent.type(canvas.getByLabelText(/原密码/), old);
  if (password) await userEvent.type(canvas.getByLabelText(/^新密码/), password);
  if (confirm) await userEvent.type(canvas.getByLabelText(/确认密码/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
};

/** The spec §5 messages before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, ['', 'abcdefgh', 'abcdefgi']);
    await expect(canvas.getByLabelText(/原密码/)).toHaveAccessibleDescription('请输入原密码');
    await expect(canvas.getByLabelText(/^新密码/)).toHaveAccessibleDescription(/请输入8~16位数字\+字母组合密码/);
    await expect(canvas.getByLabelText(/确认密码/)).toHaveAccessibleDescription('两次输入的密码不一致');
  },
};

/** Changed: the entries clear and the page says other devices sign in again. */
export const Changed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fill(canvas, userEvent, ['Jinyuan2026', 'Jinyuan2027', 'Jinyuan2027']);
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('密码已修改，其他设备需重新登录', 'positive'));
    await expect(canvas.getByRole('status')).toHaveTextContent('密码已修改');
    await expect(canvas.getByLabelText(/原密码/)).toHaveValue('');
  },
};

/** A wrong old password: the server's message, the entries kept. */
export const WrongOldPassword: Story = {
  parameters: { msw: { handlers: memberHandlers.passwordWrongOld } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, ['Jinyuan2025', 'Jinyuan2027', 'Jinyuan2027']);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('原密码错误，还可尝试 4 次');
    await expect(canvas.getByLabelText(/原密码/)).toHaveValue('Jinyuan2025');
  },
};
