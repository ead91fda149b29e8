import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SendCodeButton, sendCodeStatuses } from './SendCodeButton';

const meta = {
  title: 'Primitives/Controls/SendCodeButton',
  component: SendCodeButton,
  args: {
    status: 'idle',
    idleLabel: '获取验证码',
    sendingLabel: '发送中',
    resendLabel: '重新发送',
    countdownLabel: (seconds: number) => `${seconds}s 后可重新发送`,
    onSend: fn(),
  },
  argTypes: { status: { control: 'select', options: sendCodeStatuses } },
} satisfies Meta<typeof SendCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发送中' })).toBeDisabled();
  },
};

/** spec §4: the countdown shows seconds with an s suffix and cannot be pressed. */
export const CountingDown: Story = {
  args: { status: 'countdown', secondsLeft: 42 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '42s 后可重新发送' });
    await expect(button).toHaveTextContent('42s');
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Resend: Story = {
  args: { status: 'resend' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};
