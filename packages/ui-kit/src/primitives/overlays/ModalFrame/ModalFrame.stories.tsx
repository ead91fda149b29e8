import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { ModalFrame } from './ModalFrame';

const meta = {
  title: 'Primitives/Overlays/ModalFrame',
  component: ModalFrame,
  args: {
    isOpen: true,
    title: '温馨提示',
    children: '订单已提交，请在 30 分钟内完成支付。',
    onOpenChange: fn(),
    closeLabel: '关闭',
  },
} satisfies Meta<typeof ModalFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shared frame, centred: named by its title, a close button, Escape reports the wish to close. */
export const Centre: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** As a side sheet (the Drawer's placement). */
export const SideSheet: Story = {
  args: { placement: 'side', title: '购物袋', children: '购物袋是空的' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '购物袋' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** An alert: role alertdialog, the body as its description, only the footer's buttons answer. */
export const Alert: Story = {
  args: {
    variant: 'alert',
    onOpenChange: undefined,
    closeLabel: undefined,
    footer: <Button tone="primary">我知道了</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '温馨提示' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('订单已提交，请在 30 分钟内完成支付。');
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
  },
};
