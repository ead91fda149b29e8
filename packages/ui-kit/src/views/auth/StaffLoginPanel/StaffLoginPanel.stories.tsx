import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StaffLoginPanel } from './StaffLoginPanel';

const meta = {
  title: 'Views/Auth/StaffLoginPanel',
  component: StaffLoginPanel,
  args: {
    description: '员工请使用金缘统一身份认证账号登录，登录后可进入员工权益商城。',
    notes: ['账号为您的工号（如 JY80001）', '登录后页面将显示含姓名与工号的水印'],
    buttonLabel: '前往统一身份认证登录',
    onSignIn: fn(),
    busyLabel: '正在跳转…',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffLoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: one button to the identity provider, by pointer and by keyboard. */
export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('员工请使用金缘统一身份认证账号登录，登录后可进入员工权益商城。')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const button = canvas.getByRole('button', { name: '前往统一身份认证登录' });
    await userEvent.click(button);
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledTimes(2);
  },
};

/** Leaving for the provider: the button is busy and a second press does nothing. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveTextContent('前往统一身份认证登录');
    await userEvent.click(button);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A failed sign-in: the reason is announced; the button tries again. */
export const Failed: Story = {
  args: { errorMessage: '登录错误，请重新登录' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('登录错误，请重新登录');
    await userEvent.click(canvas.getByRole('button', { name: '前往统一身份认证登录' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** Without notes: the description and the button only. */
export const Plain: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
