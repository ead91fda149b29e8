import { AuthPageColumn } from '@mall/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { authHandlers } from '../mocks/handlers';
import { RegisterContainer } from './RegisterContainer';
import { acceptAgreements, passCaptchaByClick, passCaptchaByKeyboard } from './storyHelpers';

const meta = {
  title: 'Features/Auth/RegisterContainer',
  component: RegisterContainer,
  parameters: { app: {}, msw: { handlers: authHandlers.default } },
  args: { onRegistered: fn(), onLogin: fn(), onToast: fn() },
  decorators: [
    (Story) => (
      <AuthPageColumn width="form">
        <Story />
      </AuthPageColumn>
    ),
  ],
} satisfies Meta<typeof RegisterContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §5: an empty submit shows every message. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即注册' }));
    for (const message of [
      '手机号不能为空',
      '请输入验证码',
      '请点击按钮进行验证',
      '请输入姓氏',
      '请选择称谓',
      '请输入8~16位数字+字母组合密码',
      '请再次输入登录密码',
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** Each invalid field with its own message (spec §5). */
export const InvalidFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /手机号/ }));
    await userEvent.paste('1391234');
    await userEvent.click(canvas.getByLabelText(/^登录密码/));
    await userEvent.paste('abcdefgh');
    await userEvent.click(canvas.getByLabelText(/^确认密码/));
    await userEvent.paste('abcdefg1');
    await userEvent.click(canvas.getByRole('button', { name: '立即注册' }));
    await expect(canvas.getByText('请输入正确的11位手机号')).toBeInTheDocument();
    await expect(canvas.getByText('请输入8~16位数字+字母组合密码')).toBeInTheDocument();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeInTheDocument();
  },
};

/** spec §5: sending needs a valid phone first, then a passed captcha. */
export const SendNeedsPhoneAndCaptcha: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('手机号不能为空')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '13912345678');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('请点击按钮进行验证')).toBeInTheDocument();
  },
};

/** spec §4: after the send, the 60 s countdown shows as `60s`; the captcha must be done again. */
export const Countdown: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '13912345678');
    await passCaptchaByKeyboard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const countdown = await canvas.findByRole('button', { name: /^(60|59)s 后可重新发送$/ });
    await expect(countdown).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '点击按钮进行验证' })).toBeInTheDocument();
  },
};

/** spec §8: 发送失败：+ the server's message; back to 重新发送 and the captcha reset. */
export const SendFailure: Story = {
  parameters: { msw: { handlers: [...authHandlers.sendFailing, ...authHandlers.default] } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '13912345678');
    await passCaptchaByClick(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(args.onToast).toHaveBeenCalledWith('发送失败：发送过于频繁，请 60 秒后再试', 'critical'),
    );
    await expect(await canvas.findByRole('button', { name: '重新发送' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '点击按钮进行验证' })).toBeInTheDocument();
  },
};

/** spec §8: without a server message, 发送失败，请稍后再试. */
export const SendNetworkError: Story = {
  parameters: { msw: { handlers: [...authHandlers.sendNetworkError, ...authHandlers.default] } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '13912345678');
    await passCaptchaByClick(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('发送失败，请稍后再试', 'critical'));
  },
};

async function fillValidForm(canvas: Parameters<typeof passCaptchaByClick>[0]) {
  await userEvent.click(canvas.getByRole('textbox', { name: /手机号/ }));
  await userEvent.paste('13912345678');
  await passCaptchaByClick(canvas);
  await userEvent.click(canvas.getByRole('textbox', { name: /验证码/ }));
  await userEvent.paste('123456');
  await userEvent.click(canvas.getByRole('textbox', { name: /姓氏/ }));
  await userEvent.paste('王');
  await userEvent.click(canvas.getByRole('button', { name: /称谓/ }));
  await userEvent.click(await screen.findByRole('option', { name: '女士' }));
  await userEvent.click(canvas.getByLabelText(/^登录密码/));
  await userEvent.paste('abc12345');
  await userEvent.click(canvas.getByLabelText(/^确认密码/));
  await userEvent.paste('abc12345');
}

/** The agreement link opens the clause pop-up. */
export const ClausePopup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '《用户协议》' }));
    await expect(await screen.findByText('欢迎您使用金缘珠宝官方商城。', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: '金缘珠宝官方商城用户协议' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
  },
};

/** A valid form with both agreements registers (spec §3 payload) and moves on. (The 温馨提示 gate is shown in LoginContainer's PhoneCodeAgreements: same hook.) */
export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fillValidForm(canvas);
    await acceptAgreements(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledOnce());
  },
};

/** spec §8: a register failure shows the server's message; nothing typed is lost. */
export const ServerRefuses: Story = {
  parameters: { msw: { handlers: [...authHandlers.registerFailing, ...authHandlers.default] } },
  play: async ({ canvas, args }) => {
    await fillValidForm(canvas);
    await acceptAgreements(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('该手机号已注册', 'critical'));
    await expect(canvas.getByRole('textbox', { name: /姓氏/ })).toHaveValue('王');
  },
};

/** spec §8: captcha load failure reported with its code. */
export const CaptchaLoadFailure: Story = {
  parameters: { msw: { handlers: [...authHandlers.captchaLoadFailing, ...authHandlers.default] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '点击按钮进行验证' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码加载失败（60205）');
  },
};
