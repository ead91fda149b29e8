import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

function Controlled(props: TextAreaProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextArea
      {...props}
      value={value}
      description={`已输入 ${[...value.trim()].length}/500 字`}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Controls/TextArea',
  component: TextArea,
  args: { label: '评价内容', value: '', placeholder: '说说佩戴感受、做工和物流', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the box and the counter follows; line breaks are kept. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: '评价内容' });
    await userEvent.type(box, '金色很正{Enter}做工精致');
    await expect(box).toHaveValue('金色很正\n做工精致');
    await expect(args.onChange).toHaveBeenLastCalledWith('金色很正\n做工精致');
    await expect(canvas.getByText('已输入 9/500 字')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { value: '好看', errorMessage: '评价内容至少 5 个字' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '评价内容' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/评价内容至少 5 个字/);
  },
};

export const Disabled: Story = {
  args: { value: '做工很精致，金色很正。', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '评价内容' })).toBeDisabled();
  },
};
