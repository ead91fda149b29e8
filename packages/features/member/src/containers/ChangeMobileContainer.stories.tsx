import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { StoryCodeField } from '../mocks/codeField';
import { memberHandlers } from '../mocks/handlers';
import { ChangeMobileContainer } from './ChangeMobileContainer';

const sun = { uid: 7, uoid: 'C7', idToken: 't', nickname: '孙女士', cardNo: '8860100006079' };

const meta = {
  title: 'Features/Member/ChangeMobileContainer',
  component: ChangeMobileContainer,
  args: { CodeField: StoryCodeField, onToast: fn() },
  parameters: { app: { user: sun }, msw: { handlers: memberHandlers.dataRights() } },
} satisfies Meta<typeof ChangeMobileContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec §5 phone rule first; then a code to the new number and the change. */
export const Change: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = await canvas.findByRole('form', { name: '更换手机号' }, { timeout: 8000 });
    await expect(form).toHaveTextContent('当前手机号 139****0007');
    await userEvent.click(canvas.getByRole('button', { name: '确认更换' }));
    await expect(canvas.getByRole('textbox', { name: /新手机号/ })).toHaveAccessibleDescription('手机号不能为空');
    await userEvent.type(canvas.getByRole('textbox', { name: /新手机号/ }), '1370000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByRole('textbox', { name: /新手机号/ })).toHaveAccessibleDescription(
      '请输入正确的11位手机号',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /新手机号/ }), '0007');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: '已发送' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^验证码/ }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: '确认更换' }));
    await waitFor(() =>
      expect(args.onToast).toHaveBeenCalledWith('手机号已更换为 137****0007，请使用新手机号登录', 'positive'),
    );
    await expect(canvas.getByText('手机号已更换为 137****0007，请使用新手机号登录')).toHaveAttribute('role', 'status');
    clearStaleAnnouncements();
  },
};

/** A number another account holds: the send is refused with the server's message. */
export const NumberTaken: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /新手机号/ }, { timeout: 8000 }), '13900000001');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('发送失败，请稍后再试', 'critical'));
    clearStaleAnnouncements();
  },
};
