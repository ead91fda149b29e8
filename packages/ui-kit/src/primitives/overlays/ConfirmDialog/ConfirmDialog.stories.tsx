import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { HeldOpen } from '../../../samples/HeldOpen';
import { ConfirmDialog, confirmTones } from './ConfirmDialog';

const meta = {
  title: 'Primitives/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: '取消订单',
    message: '取消后订单将无法恢复，已使用的积分和礼品卡余额将原路退回。确定要取消订单 JY202611220001 吗？',
    confirmLabel: '确认取消',
    cancelLabel: '再想想',
    tone: 'danger',
    pendingLabel: '处理中',
    onConfirm: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
  render: (args) => <HeldOpen component={ConfirmDialog} args={args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 取消订单: confirm calls onConfirm; the caller closes the dialog once the call succeeds. */
export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    await expect(dialog).toHaveAccessibleDescription(/取消后订单将无法恢复/);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** 删除订单: 取消 answers with onOpenChange(false), and focus goes back to what opened it. */
export const Delete: Story = {
  args: {
    isOpen: false,
    title: '删除订单',
    message: '删除后将无法在订单列表中查看该订单，确定删除吗？',
    confirmLabel: '删除',
    cancelLabel: '取消',
  },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '删除订单' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: '删除订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 确认收货: a step forward (no warning sign); Escape answers with onOpenChange(false). */
export const ConfirmReceipt: Story = {
  args: {
    title: '确认收货',
    message: '请确认您已收到全部商品且完好无损，确认后订单将完成。',
    confirmLabel: '确认收货',
    cancelLabel: '取消',
    tone: 'primary',
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '确认收货' });
    await expect(dialog.querySelector('svg')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The call runs: confirm is busy and says so, and neither 再想想 nor Escape closes the dialog. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    // Let the dialog finish coming in before judging what is visible (a loaded machine animates slowly).
    await waitFor(() => expect(dialog).toBeVisible());
    const confirm = within(dialog).getByRole('button', { name: /确认取消/ });
    await expect(confirm).toHaveTextContent('处理中');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: '再想想' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog', { name: '取消订单' })).toBeVisible();
  },
};

/** The call failed: the reason shows and is announced in the dialog, which stays open to try again. */
export const Failed: Story = {
  args: { errorMessage: '网络异常，订单未取消，请稍后重试' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('网络异常，订单未取消，请稍后重试');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The console (issue #29): refusing a refund says what will happen to the shopper and the money. */
export const ConsoleRefuseRefund: Story = {
  args: {
    title: '拒绝退款',
    message: '拒绝后，退款申请 RF20261207003 将关闭，拒绝理由会展示给买家，款项不会退回。',
    confirmLabel: '确认拒绝',
    cancelLabel: '取消',
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '拒绝退款' });
    await expect(dialog).toHaveAccessibleDescription(/款项不会退回/);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
