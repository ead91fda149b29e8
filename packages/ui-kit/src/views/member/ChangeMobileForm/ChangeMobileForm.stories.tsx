import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { ChangeMobileForm } from './ChangeMobileForm';

const meta = {
  title: 'Views/Member/ChangeMobileForm',
  component: ChangeMobileForm,
  args: {
    labels: {
      title: '更换手机号',
      intro: '验证码将发送至新手机号；更换后请使用新手机号登录。',
      current: (mobile: string) => `当前手机号 ${mobile}`,
      mobile: '新手机号',
      mobilePlaceholder: '请输入新手机号',
      submit: '确认更换',
      saving: '提交中',
    },
    currentMobile: '139****0007',
    mobile: '',
    onMobileChange: fn(),
    // The app lends the sign-in's captcha and code field; a plain field stands in here.
    codeField: <TextField label="验证码" value="" isRequired />,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ChangeMobileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the new number; the button submits. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('form', { name: '更换手机号' })).toHaveTextContent('当前手机号 139****0007');
    await userEvent.type(canvas.getByRole('textbox', { name: /新手机号/ }), '1');
    await expect(args.onMobileChange).toHaveBeenLastCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: '确认更换' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The spec §5 phone message. */
export const Invalid: Story = {
  args: { mobile: '1370000', mobileError: '请输入正确的11位手机号' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /新手机号/ })).toHaveAccessibleDescription(
      '请输入正确的11位手机号',
    );
  },
};

/** The number belongs to another account. */
export const NumberTaken: Story = {
  args: { mobile: '13900000001', formError: '该手机号已注册其他账户，请更换手机号' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该手机号已注册其他账户');
    await expect(canvas.getByRole('textbox', { name: /新手机号/ })).toHaveValue('13900000001');
  },
};

/** Saving. */
export const Submitting: Story = {
  args: { mobile: '13700000007', isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /确认更换/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Changed. */
export const Changed: Story = {
  args: { currentMobile: '137****0007', successMessage: '手机号已更换为 137****0007，请使用新手机号登录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('手机号已更换');
  },
};
