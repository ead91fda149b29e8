import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderControlled } from '../../../samples/controlled';
import { ChangePasswordForm, type ChangePasswordValue } from './ChangePasswordForm';

const empty: ChangePasswordValue = { oldPassword: '', password: '', confirm: '' };
const typed: ChangePasswordValue = { oldPassword: 'Jinyuan2026', password: 'Jinyuan2027', confirm: 'Jinyuan2027' };

const meta = {
  title: 'Views/Member/ChangePasswordForm',
  component: ChangePasswordForm,
  render: renderControlled(ChangePasswordForm),
  args: {
    labels: {
      title: '修改登录密码',
      intro: '修改后，其他设备上的登录将失效，当前设备保持登录。',
      oldPassword: '原密码',
      oldPasswordPlaceholder: '请输入原密码',
      password: '新密码',
      confirm: '确认密码',
      passwordPlaceholder: '请输入8~16位数字+字母组合密码',
      confirmPlaceholder: '请再次输入登录密码',
      rule: '8~16位数字+字母组合',
      show: '显示密码',
      hide: '隐藏密码',
      submit: '确认修改',
      saving: '提交中',
    },
    value: empty,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the three entries; Enter and the button submit. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('form', { name: '修改登录密码' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/原密码/), 'Jinyuan2026');
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'Jinyuan2027');
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'Jinyuan2027');
    await expect(args.onChange).toHaveBeenLastCalledWith(typed);
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The spec §5 messages. */
export const Invalid: Story = {
  args: {
    value: { oldPassword: '', password: 'abc', confirm: 'abd' },
    errors: { oldPassword: '请输入原密码', password: '请输入8~16位数字+字母组合密码', confirm: '两次输入的密码不一致' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/原密码/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请输入8~16位数字+字母组合密码', { selector: 'div, span, p' })).toBeVisible();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
  },
};

/** Sending: the button waits. */
export const Submitting: Story = {
  args: { value: typed, isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /确认修改/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong old password: the server's message, everything typed kept. */
export const WrongOldPassword: Story = {
  args: { value: typed, formError: '原密码错误，还可尝试 4 次' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('原密码错误，还可尝试 4 次');
    await expect(canvas.getByLabelText(/原密码/)).toHaveValue('Jinyuan2026');
  },
};

/** Changed. */
export const Changed: Story = {
  args: { successMessage: '密码已修改，其他设备需重新登录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('密码已修改');
  },
};
