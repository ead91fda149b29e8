import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { CancelAccountDialog } from './CancelAccountDialog';

const body = within(document.body);

const meta = {
  title: 'Views/Member/CancelAccountDialog',
  component: CancelAccountDialog,
  args: {
    labels: {
      title: '注销账户',
      warning: '注销后账户将无法恢复，请谨慎操作。',
      lossesTitle: '注销后您将失去：',
      keptNote: '订单与交易记录将匿名保留，用于售后与财务核算；个人资料、地址、足迹等将被删除。',
      sentTo: (mobile: string) => `验证码将发送至 ${mobile}`,
      confirm: '确认注销',
      confirming: '正在注销',
      keep: '暂不注销',
      close: '关闭',
    },
    isOpen: true,
    onOpenChange: fn(),
    losses: ['可用积分 2,400', '礼品卡余额 ¥0.00', '银卡会员等级及权益'],
    blockers: [],
    mobile: '137****5678',
    // The app lends the sign-in's captcha and code field; a plain field stands in here.
    codeField: <TextField label="验证码" value="" isRequired />,
    onConfirm: fn(),
  },
} satisfies Meta<typeof CancelAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is lost and kept, the code, confirm and keep. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: '注销账户' });
    await expect(dialog).toHaveTextContent('可用积分 2,400');
    await expect(dialog).toHaveTextContent('礼品卡余额 ¥0.00');
    await expect(dialog).toHaveTextContent('验证码将发送至 137****5678');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认注销' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: '暂不注销' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** An unpaid order stands in the way: the reason, and no confirm button. */
export const Blocked: Story = {
  args: { blockers: ['您有待付款的订单，请先完成支付或取消订单后再注销账户'] },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '注销账户' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('您有待付款的订单');
    await expect(within(dialog).queryByRole('button', { name: '确认注销' })).toBeNull();
    await expect(within(dialog).queryByRole('textbox', { name: /验证码/ })).toBeNull();
  },
};

/** Cancelling: nothing closes it. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: '注销账户' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: '暂不注销' })).toBeDisabled();
  },
};

/** A wrong code. */
export const CodeRefused: Story = {
  args: { errorMessage: '验证码错误，请重新输入' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '注销账户' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
  },
};
