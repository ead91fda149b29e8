import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleOrders } from '../chatSamples';
import { ChatCard } from '../ChatCard/ChatCard';
import { ChoiceDialog } from './ChoiceDialog';

const orderOptions = sampleOrders.map((order) => ({
  value: order.orderNo,
  content: <ChatCard item={{ order }} caption="订单号" />,
}));

const meta = {
  title: 'Views/Chat/ChoiceDialog',
  component: ChoiceDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    labels: {
      title: '选择要发送的订单',
      close: '关闭',
      group: '我的订单',
      confirm: '发送',
      cancel: '取消',
      empty: '还没有订单',
      loading: '正在加载订单',
    },
    options: orderOptions,
    layout: 'grid',
  },
} satisfies Meta<typeof ChoiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once it has opened (it animates in). */
async function opened() {
  const dialog = await screen.findByRole('dialog', { name: '选择要发送的订单' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** By keyboard: Tab into the orders, an arrow chooses the second, Tab to 发送; the dialog then closes. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await opened();
    await expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    screen.getAllByRole('radio')[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('radio')[1]).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('JY20261102091500000002');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** 取消 sends nothing and closes. */
export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    await opened();
    await userEvent.click(screen.getByRole('radio', { name: /JY20261120103000000001/ }));
    // React Aria adds a hidden dismiss button of the same name for screen readers: the visible one is last.
    const cancel = screen.getAllByRole('button', { name: '取消' }).at(-1);
    if (cancel) await userEvent.click(cancel);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** While the orders load: a skeleton, and the loading is announced. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async () => {
    await opened();
    await expect(screen.getByRole('status')).toHaveTextContent('正在加载订单');
    await expect(screen.queryByRole('radio')).toBeNull();
  },
};

/** Nothing to choose: it says so, and 发送 stays off. */
export const Empty: Story = {
  args: { options: [] },
  play: async () => {
    await expect(within(await opened()).getByText('还没有订单')).toBeVisible();
    await expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
  },
};
