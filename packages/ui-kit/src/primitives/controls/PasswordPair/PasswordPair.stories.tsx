import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordPair } from './PasswordPair';
import { renderControlled } from '../../../samples/controlled';

const meta = {
  title: 'Primitives/Controls/PasswordPair',
  component: PasswordPair,
  render: renderControlled(PasswordPair),
  args: {
    labels: {
      password: '新密码',
      confirm: '确认密码',
      passwordPlaceholder: '请输入8~16位数字+字母组合',
      confirmPlaceholder: '请再次输入密码',
      show: '显示密码',
      hide: '隐藏密码',
    },
    value: { password: '', confirm: '' },
    maxLength: 16,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordPair>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both empty: typing in each reports both entries; both are new passwords for password managers. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const password = canvas.getByLabelText(/^新密码/, { selector: 'input' });
    const confirm = canvas.getByLabelText(/^确认密码/, { selector: 'input' });
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toBeRequired();
    await userEvent.type(password, 'jinyuan2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ password: 'jinyuan2026', confirm: '' });
    await userEvent.type(confirm, 'jinyuan2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ password: 'jinyuan2026', confirm: 'jinyuan2026' });
  },
};

/** Each field has its own toggle: showing one leaves the other hidden. */
export const Filled: Story = {
  args: { value: { password: 'jinyuan2026', confirm: 'jinyuan2026' } },
  play: async ({ canvas, userEvent }) => {
    const [showPassword] = canvas.getAllByRole('button', { name: '显示密码' });
    await userEvent.click(showPassword!);
    await expect(canvas.getByRole('textbox', { name: /^新密码/ })).toHaveValue('jinyuan2026');
    await expect(canvas.getByLabelText(/^确认密码/, { selector: 'input' })).toHaveAttribute('type', 'password');
  },
};

/** The caller's rules failed: each message sits under its field, which reads as invalid. */
export const WithErrors: Story = {
  args: {
    value: { password: 'abc', confirm: 'abd' },
    errors: { password: '请输入8~16位数字+字母组合', confirm: '两次输入的密码不一致' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^新密码/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^确认密码/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
  },
};

/** With the rule written under the first field. */
export const WithDescription: Story = {
  args: { description: '8~16位，须同时包含数字和字母' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^新密码/, { selector: 'input' })).toHaveAccessibleDescription(
      '8~16位，须同时包含数字和字母',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: { password: 'jinyuan2026', confirm: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^新密码/, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^确认密码/, { selector: 'input' })).toBeDisabled();
  },
};
