import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField, passwordAutoCompletes } from './PasswordField';

const meta = {
  title: 'Primitives/Controls/PasswordField',
  component: PasswordField,
  args: {
    label: '密码',
    placeholder: '请输入密码',
    showLabel: '显示密码',
    hideLabel: '隐藏密码',
    autoComplete: 'new-password',
    maxLength: 16,
    onChange: fn(),
  },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // A password input has no role: find it through its label.
    const input = canvas.getByLabelText('密码');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'jinyuan2024');
    await expect(args.onChange).toHaveBeenLastCalledWith('jinyuan2024');

    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(canvas.getByRole('textbox', { name: '密码' })).toHaveValue('jinyuan2024');

    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeVisible();
  },
};

export const Filled: Story = { args: { defaultValue: 'jinyuan2024' } };

export const Visible: Story = {
  args: { defaultValue: 'jinyuan2024', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '密码' })).toHaveValue('jinyuan2024');
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toBeVisible();
  },
};

export const WithDescription: Story = { args: { description: '8~16位数字+字母组合' } };

/** spec §5: register password is 8-16 characters, letters and digits mixed. */
export const Invalid: Story = {
  args: { isRequired: true, defaultValue: '123456', errorMessage: '请输入8~16位数字+字母组合密码' },
  play: async ({ canvas }) => {
    // The label text carries a decorative asterisk, so match its start.
    const input = canvas.getByLabelText(/^密码/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入8~16位数字+字母组合密码');
  },
};

/** spec §5: confirm password must equal the password. */
export const Mismatch: Story = {
  args: {
    label: '确认密码',
    placeholder: '请再次输入登录密码',
    defaultValue: 'jinyuan2025',
    errorMessage: '两次输入的密码不一致',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('确认密码')).toHaveAccessibleDescription('两次输入的密码不一致');
  },
};

export const Required: Story = {
  args: { isRequired: true, label: '登录密码', placeholder: '请输入登录密码', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^登录密码/)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'jinyuan2024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('密码')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('密码')).toHaveFocus();
    await userEvent.keyboard('abc12345');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: '密码' })).toHaveValue('abc12345');
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toHaveFocus();
  },
};
