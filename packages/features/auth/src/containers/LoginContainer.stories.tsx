import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mall/ui-kit';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { authHandlers } from '../mocks/handlers';
import { LoginContainer } from './LoginContainer';
import { passCaptchaByClick } from './storyHelpers';

const meta = {
  title: 'Features/Auth/LoginContainer',
  component: LoginContainer,
  parameters: { app: {}, msw: { handlers: authHandlers.default } },
  args: {
    variant: 'page',
    staffContent: <Button tone="primary">员工统一身份认证登录</Button>,
    onRegister: fn(),
    onForgotPassword: fn(),
    onToast: fn(),
  },
} satisfies Meta<typeof LoginContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: titled by the selected tab, phone-code login first; no forgot-password link there. */
export const PhoneCode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '手机验证登录' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '忘记密码？' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByText('手机号不能为空')).toBeInTheDocument();
    await expect(canvas.getByText('请输入验证码')).toBeInTheDocument();
  },
};

/** spec §4: the login sender (smsType 1) counts down after a send. */
export const PhoneCodeSend: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '13900000001');
    await passCaptchaByClick(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /s 后可重新发送$/ })).toBeDisabled();
  },
};

/** spec §4 login submit: a valid form still needs both agreements (温馨提示). */
export const PhoneCodeAgreements: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '13900000001');
    await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await screen.findByRole('alertdialog', { name: '温馨提示' })).toHaveTextContent(
      '请先阅读并同意以下条款',
    );
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
  },
};

/** spec §5 on the account tab; the forgot-password link is here only. */
export const Account: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '账号登录' }));
    await expect(canvas.getByRole('heading', { level: 1, name: '账号登录' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByText('请输入手机号或会员卡号')).toBeInTheDocument();
    await expect(canvas.getByText('请输入登录密码')).toBeInTheDocument();
    await expect(canvas.getByText('请点击按钮进行验证')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '忘记密码？' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

/** spec §2: the registration tab opens registration (drawer or page) instead of a panel. */
export const RegisterTab: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '新用户注册' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('tab', { name: '手机验证登录' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The staff tab shows what the app composed in. */
export const Staff: Story = {
  args: { defaultTab: 'staff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '员工统一身份认证登录' })).toBeInTheDocument();
  },
};

/** Pop-up variant: the drawer carries the title. */
export const Popup: Story = {
  args: { variant: 'popup' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};
