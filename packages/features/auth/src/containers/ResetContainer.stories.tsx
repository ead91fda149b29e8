import { AuthPageColumn } from '@mall/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authHandlers } from '../mocks/handlers';
import { ResetContainer } from './ResetContainer';
import { passCaptchaByClick } from './storyHelpers';

const meta = {
  title: 'Features/Auth/ResetContainer',
  component: ResetContainer,
  parameters: { app: {}, msw: { handlers: authHandlers.default } },
  args: { variant: 'popup', onLogin: fn(), onGoShopping: fn(), onToast: fn() },
  decorators: [
    (Story) => (
      <AuthPageColumn width="form">
        <Story />
      </AuthPageColumn>
    ),
  ],
} satisfies Meta<typeof ResetContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §5 on the reset form. */
export const EmptySubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确认' }));
    for (const message of [
      '手机号不能为空',
      '请输入验证码',
      '请点击按钮进行验证',
      '请输入8~16位数字+字母组合密码',
      '请再次输入登录密码',
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
  },
};

/** spec §5: the reset form says 请输入正确的手机号. */
export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '139');
    await userEvent.click(canvas.getByRole('button', { name: '确认' }));
    await expect(canvas.getByText('请输入正确的手机号')).toBeInTheDocument();
  },
};

async function resetPassword(canvas: Parameters<typeof passCaptchaByClick>[0]) {
  await userEvent.click(canvas.getByRole('textbox', { name: /手机号/ }));
  await userEvent.paste('13900000001');
  await passCaptchaByClick(canvas);
  await userEvent.click(canvas.getByRole('textbox', { name: /验证码/ }));
  await userEvent.paste('123456');
  await userEvent.click(canvas.getByLabelText(/^新密码/));
  await userEvent.paste('newpass123');
  await userEvent.click(canvas.getByLabelText(/^确认密码/));
  await userEvent.paste('newpass123');
  await userEvent.click(canvas.getByRole('button', { name: '确认' }));
}

/** spec §2: 重设成功 with a login button in pop-up mode. */
export const SuccessInPopup: Story = {
  play: async ({ canvas, args }) => {
    await resetPassword(canvas);
    await expect(await canvas.findByRole('heading', { name: '重设成功' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '立即登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

/** spec §2: go-shopping in page mode. */
export const SuccessOnPage: Story = {
  args: { variant: 'page' },
  play: async ({ canvas, args }) => {
    await resetPassword(canvas);
    await expect(await canvas.findByRole('heading', { level: 2, name: '重设成功' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '去购物' }));
    await expect(args.onGoShopping).toHaveBeenCalledOnce();
  },
};

/** spec §8: reset failure → toast with the server's message, the form stays. */
export const ServerRefuses: Story = {
  parameters: { msw: { handlers: [...authHandlers.resetFailing, ...authHandlers.default] } },
  play: async ({ canvas, args }) => {
    await resetPassword(canvas);
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('验证码错误或已过期，请重新获取', 'critical'));
    await expect(canvas.getByRole('textbox', { name: /手机号/ })).toHaveValue('13900000001');
  },
};
