import { useSession } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { StoryCodeField } from '../mocks/codeField';
import { memberHandlers } from '../mocks/handlers';
import { CancelAccountContainer } from './CancelAccountContainer';

const sun = { uid: 7, uoid: 'C7', idToken: 't', nickname: '孙女士', cardNo: '8860100006079' };
const body = within(document.body);

/** Shows whether the story's session is still signed in, so the play function sees it end. */
function SessionLine() {
  const { isLoggedIn } = useSession();
  return <p>{isLoggedIn ? '已登录' : '未登录'}</p>;
}

const meta = {
  title: 'Features/Member/CancelAccountContainer',
  component: CancelAccountContainer,
  args: { CodeField: StoryCodeField, onToast: fn(), onCancelled: fn() },
  parameters: { app: { user: sun }, msw: { handlers: memberHandlers.dataRights() } },
  render: (args) => (
    <>
      <SessionLine />
      <CancelAccountContainer {...args} />
    </>
  ),
} satisfies Meta<typeof CancelAccountContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is lost, the code, the cancellation: the session ends and the app is told. */
export const Cancel: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请注销账户' }));
    const dialog = await body.findByRole('dialog', { name: '注销账户' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('可用积分 2,400');
    await expect(dialog).toHaveTextContent('礼品卡余额 ¥0.00');
    await expect(dialog).toHaveTextContent('银卡会员等级及权益');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /验证码/ }), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalledOnce());
    await expect(args.onToast).toHaveBeenCalledWith('账户已注销', 'positive');
    await expect(canvas.getByText('未登录')).toBeVisible();
    clearStaleAnnouncements();
  },
};

/** An unpaid order: the reason, no way to confirm. */
export const Blocked: Story = {
  parameters: { msw: { handlers: memberHandlers.dataRightsBlocked() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请注销账户' }));
    const dialog = await body.findByRole('dialog', { name: '注销账户' }, { timeout: 8000 });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('您有待付款的订单');
    await expect(within(dialog).queryByRole('button', { name: '确认注销' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '暂不注销' }));
    await expect(args.onCancelled).not.toHaveBeenCalled();
  },
};

/** A wrong code: the server's message, still signed in. */
export const WrongCode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请注销账户' }));
    const dialog = await body.findByRole('dialog', { name: '注销账户' }, { timeout: 8000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /验证码/ }), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认注销' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    await expect(args.onCancelled).not.toHaveBeenCalled();
    await expect(canvas.getByText('已登录')).toBeVisible();
    clearStaleAnnouncements();
  },
};
