import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderControlled } from '../../../samples/controlled';
import { PayMethodPicker } from './PayMethodPicker';

const meta = {
  title: 'Views/Checkout/PayMethodPicker',
  component: PayMethodPicker,
  render: renderControlled(PayMethodPicker),
  args: {
    label: '支付方式',
    options: [
      { id: 'wechat', label: '微信支付' },
      { id: 'alipay', label: '支付宝' },
      { id: 'unionpay', label: '银联' },
    ],
    value: 'wechat',
    onChange: fn(),
  },
} satisfies Meta<typeof PayMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** WeChat Pay first; a click or the arrow keys choose another. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '微信支付' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '支付宝' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('alipay');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('unionpay');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '银联' })).toBeDisabled();
  },
};
