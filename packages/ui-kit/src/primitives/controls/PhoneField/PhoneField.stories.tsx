import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PhoneField, type PhoneValue } from './PhoneField';

/** spec §3 country list: CN 86, HK 852, MO 853, TW 886. */
const countries = [
  { code: '86', label: '中国大陆' },
  { code: '852', label: '中国香港' },
  { code: '853', label: '中国澳门' },
  { code: '886', label: '中国台湾' },
];

const meta = {
  title: 'Primitives/Controls/PhoneField',
  component: PhoneField,
  args: {
    label: '手机号',
    countryLabel: '国家/地区区号',
    countries,
    placeholder: '请输入手机号',
    maxLength: 11,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: '手机号' });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'tel-national');
    await expect(canvas.getByRole('button', { name: /国家\/地区区号/ })).toHaveTextContent('+86');
    await userEvent.type(number, '13800138000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '86', number: '13800138000' });
  },
};

/** Focus moves after the popover mounts or closes; a loaded CI machine needs more than the default second. */
const slowly = { timeout: 5000 };

/** Choosing +852 with the keyboard only: Tab to the prefix, open with ↓, move with ↓, choose with Enter. */
export const ChooseCountryByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const prefix = canvas.getByRole('button', { name: /国家\/地区区号/ });
    await expect(prefix).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: /国家\/地区区号/ });
    await expect(listbox).toBeVisible();
    // React Aria moves focus into the list after the popover has mounted: wait for it, as a shopper would.
    await waitFor(() => expect(screen.getByRole('option', { name: '中国大陆 +86' })).toHaveFocus(), slowly);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: '中国香港 +852' })).toHaveFocus(), slowly);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '852', number: '' });
    await expect(prefix).toHaveTextContent('+852');
    await waitFor(() => expect(prefix).toHaveFocus(), slowly);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveFocus();
    await userEvent.keyboard('61234567');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '852', number: '61234567' });
  },
};

export const Filled: Story = {
  args: { defaultValue: { countryCode: '86', number: '13800138000' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
  },
};

/** Controlled: the form owns code and number through `value` and `onChange`. */
export const Controlled: Story = {
  args: { value: { countryCode: '853', number: '' } },
  render: function Render(args) {
    const [value, setValue] = useState<PhoneValue>(args.value ?? { countryCode: '86', number: '' });
    return (
      <PhoneField
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
    await expect(canvas.getByRole('button', { name: /国家\/地区区号/ })).toHaveTextContent('+853');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '66123456');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '853', number: '66123456' });
  },
};

export const HongKong: Story = {
  args: { defaultValue: { countryCode: '852', number: '61234567' }, maxLength: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /国家\/地区区号/ })).toHaveTextContent('+852');
  },
};

export const WithDescription: Story = {
  args: { description: '用于登录及接收订单通知' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('用于登录及接收订单通知');
  },
};

/** spec §5: the number must be 11 digits starting with 1. */
export const Invalid: Story = {
  args: { defaultValue: { countryCode: '86', number: '1380013' }, errorMessage: '请输入正确的11位手机号' },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: '手机号' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('请输入正确的11位手机号');
  },
};

/** spec §5: the phone is required on register and login. */
export const Empty: Story = {
  args: { isRequired: true, errorMessage: '手机号不能为空' },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: '手机号' });
    await expect(number).toBeRequired();
    await expect(number).toHaveAccessibleDescription('手机号不能为空');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { countryCode: '86', number: '13800138000' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /国家\/地区区号/ })).toBeDisabled();
  },
};
