import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { Field } from './Field';
import { control, field, input } from './Field.css';

/**
 * `Field` is the internal layout of the form primitives. These stories place it in a bare React
 * Aria TextField, the way TextField, Select and DatePicker use it, to show the order of label,
 * control, description and error, and that the ids are wired.
 */
const meta = {
  title: 'Primitives/Controls/Field',
  component: Field,
  args: { label: '姓氏', children: null },
  render: ({ children: _control, ...args }) => {
    const isInvalid = Boolean(args.errorMessage);
    return (
      <TextField className={field} isInvalid={isInvalid} isRequired={args.isRequired} validationBehavior="aria">
        <Field {...args}>
          <div className={control({ isInvalid })}>
            <Input className={input} />
          </div>
        </Field>
      </TextField>
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '姓氏' })).not.toHaveAccessibleDescription();
  },
};

export const WithDescription: Story = {
  args: { description: '请填写与身份证件一致的姓氏' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '姓氏' })).toHaveAccessibleDescription(
      '请填写与身份证件一致的姓氏',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: '请输入姓氏' },
  play: async ({ canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: '姓氏' });
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription('请输入姓氏');
  },
};

/** Description and error both stay linked, the description first. */
export const InvalidWithDescription: Story = {
  args: { label: '手机号', description: '用于登录及接收订单通知', errorMessage: '请输入正确的11位手机号' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
      '用于登录及接收订单通知 请输入正确的11位手机号',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The asterisk is hidden from assistive technology: the name stays 姓氏.
    await expect(canvas.getByRole('textbox', { name: '姓氏' })).toBeRequired();
  },
};
