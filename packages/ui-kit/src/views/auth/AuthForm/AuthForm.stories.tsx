import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { AuthForm } from './AuthForm';

const meta = {
  title: 'Views/Auth/AuthForm',
  component: AuthForm,
  args: {
    submitLabel: '登录',
    onSubmit: fn(),
    children: (
      <>
        <TextField label="手机号/会员卡号" placeholder="请输入手机号或会员卡号" isRequired />
        <TextField label="密码" type="password" placeholder="请输入密码" isRequired />
      </>
    ),
  },
} satisfies Meta<typeof AuthForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields and the submit button; Enter or the button submits once, without a page load. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The account tab: 忘记密码 under the button (spec §2). */
export const WithLink: Story = {
  args: {
    footerAction: (
      <Button tone="link" onPress={fn()}>
        忘记密码
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '忘记密码' })).toBeInTheDocument();
  },
};

/** Registration: 已有账号？ with the way to sign in. */
export const WithNoteAndLink: Story = {
  args: {
    submitLabel: '立即注册',
    footerNote: '已有账号？',
    footerAction: <Button tone="link">立即登录</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已有账号？')).toBeInTheDocument();
  },
};

/** While the call runs the button is disabled, so a second press sends nothing. */
export const Submitting: Story = {
  args: { submitLabel: '确认', isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '确认' })).toBeDisabled();
  },
};
