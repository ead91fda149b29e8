import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderControlled } from '../../../samples/controlled';
import { VerificationForm } from './VerificationForm';

const meta = {
  title: 'Views/Guarantee/VerificationForm',
  component: VerificationForm,
  render: renderControlled(VerificationForm),
  args: {
    labels: {
      title: '商品验证',
      intro: '输入电子保单上的证书编号，或扫描保单上的二维码，查询商品真伪。',
      certNo: '证书编号',
      placeholder: '例如 JY7K3M9Q2W8E4R6T1X',
      submit: '查询',
      submitting: '正在查询',
    },
    value: '',
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof VerificationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a number and pressing Enter looks it up. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /证书编号/ }), 'JY7K3M9Q2W8E4R6T1X{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('JY7K3M9Q2W8E4R6T1X');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Nothing typed: the field says what it needs. */
export const Empty: Story = {
  args: { errorMessage: '请输入证书编号' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /证书编号/ })).toHaveAccessibleDescription(/请输入证书编号/);
  },
};

/** While the look-up runs the button is busy and a second press does nothing. */
export const Submitting: Story = {
  args: { value: 'JY7K3M9Q2W8E4R6T1X', isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /正在查询|查询/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
