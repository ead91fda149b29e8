import type { VerificationCodeFieldProps } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { authHandlers } from '../mocks/handlers';
import { passCaptchaByClick } from './storyHelpers';
import { VerificationCodeField } from './VerificationCodeField';

/** Holds the code like the member centre's containers do. */
function Controlled(props: VerificationCodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return <VerificationCodeField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Features/Auth/VerificationCodeField',
  component: VerificationCodeField,
  args: { value: '', onChange: fn(), send: fn(async () => undefined), onToast: fn() },
  parameters: { app: {}, msw: { handlers: authHandlers.default } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VerificationCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The captcha first (spec §5), then the caller's send with its pass, then the countdown. */
export const SendsThroughTheCaller: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.send).not.toHaveBeenCalled();
    await expect(canvas.getByText('请点击按钮进行验证')).toBeVisible();
    await passCaptchaByClick(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith(expect.objectContaining({ captcha_id: 'builtin' })));
    await expect(await canvas.findByRole('button', { name: /s 后可重新发送$/ })).toBeDisabled();
  },
};

/** A failed send: 发送失败 and the server's message (spec §8), back to resend. */
export const SendFails: Story = {
  args: {
    send: fn(async () => {
      throw new Error('network');
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await passCaptchaByClick(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('发送失败，请稍后再试'));
  },
};
