import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SmsCodeInput } from './SmsCodeInput';

const meta = {
  title: 'Views/Auth/SmsCodeInput',
  component: SmsCodeInput,
  args: {
    label: '短信验证码',
    placeholder: '请输入短信验证码',
    value: '',
    onChange: fn(),
    sendButton: {
      status: 'idle',
      idleLabel: '获取验证码',
      sendingLabel: '发送中',
      resendLabel: '重新发送',
      countdownLabel: (seconds: number) => `${seconds}s 后可重新发送`,
      onSend: fn(),
    },
  },
} satisfies Meta<typeof SmsCodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, the send button ready. */
export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.sendButton.onSend).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: /短信验证码/ }), '1');
    await expect(args.onChange).toHaveBeenCalledWith('1');
  },
};

/** After a send: the countdown, the button out of use (spec §4). */
export const CountingDown: Story = {
  args: {
    value: '123456',
    sendButton: { ...meta.args.sendButton, status: 'countdown', secondsLeft: 42 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '42s 后可重新发送' })).toBeDisabled();
  },
};

/** A failed check under the input (spec §5). */
export const Invalid: Story = {
  args: { errorMessage: '请输入短信验证码' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /短信验证码/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
