import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TextField, textFieldInputModes, textFieldTypes } from './TextField';

const meta = {
  title: 'Primitives/Controls/TextField',
  component: TextField,
  args: { label: '姓氏', placeholder: '请输入姓氏', autoComplete: 'family-name', maxLength: 20, onChange: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    inputMode: { control: 'select', options: textFieldInputModes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '姓氏' });
    await expect(input).toHaveAttribute('autocomplete', 'family-name');
    await userEvent.type(input, '王');
    await expect(input).toHaveValue('王');
    await expect(args.onChange).toHaveBeenLastCalledWith('王');
  },
};

export const Filled: Story = { args: { defaultValue: '王' } };

/** Controlled: the form owns the text through `value` and `onChange`. */
export const Controlled: Story = {
  args: { value: '王' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '姓氏' });
    await expect(input).toHaveValue('王');
    await userEvent.clear(input);
    await userEvent.type(input, '欧阳');
    await expect(input).toHaveValue('欧阳');
    await expect(args.onChange).toHaveBeenLastCalledWith('欧阳');
  },
};

export const WithDescription: Story = {
  args: { description: '将显示在会员卡及订单中' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '姓氏' })).toHaveAccessibleDescription('将显示在会员卡及订单中');
  },
};

/** spec §5: family name is required. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: '请输入姓氏' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '姓氏' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入姓氏');
    await expect(canvas.getByText('请输入姓氏')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The asterisk is decoration: the name stays 姓氏 and the field says it is required.
    await expect(canvas.getByRole('textbox', { name: '姓氏' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '王' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '姓氏' });
    await expect(input).toBeDisabled();
    // A disabled field is skipped by Tab and keeps its text.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.keyboard('李');
    await expect(input).toHaveValue('王');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The account-login username (spec §3 login form). */
export const AccountName: Story = {
  args: {
    label: '账号',
    placeholder: '请输入手机号或会员卡号',
    autoComplete: 'username',
    maxLength: 30,
    isRequired: true,
    errorMessage: '请输入手机号或会员卡号',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '账号' });
    await expect(input).toHaveAccessibleDescription('请输入手机号或会员卡号');
    await userEvent.type(input, '13800138000');
    await expect(input).toHaveValue('13800138000');
  },
};
