import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { PriceChangedDialog } from './PriceChangedDialog';

const meta = {
  title: 'Views/Checkout/PriceChangedDialog',
  component: PriceChangedDialog,
  args: {
    isOpen: true,
    labels: {
      title: '价格变动提醒',
      message: '应付金额已由 ¥17,376.96 变为 ¥17,420.00，确认后继续提交订单',
      from: '原应付',
      to: '现应付',
      confirm: '确认并提交',
      cancel: '再看看',
    },
    fromFen: 1737696,
    toFen: 1742000,
    note: '按克计价商品随今日金价变动（今日金价 ¥1,023.00/克）',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PriceChangedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both amounts are shown; confirm submits with the new price. */
export const Confirm: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '价格变动提醒' });
    await expect(dialog).toHaveAccessibleDescription(/应付金额已由 ¥17,376.96 变为 ¥17,420.00/);
    await expect(
      within(dialog)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['¥17,376.96', '¥17,420.00']);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认并提交' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Escape or 再看看: nothing is submitted. */
export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: '价格变动提醒' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A price that went down reads the same way. */
export const Lower: Story = {
  args: {
    toFen: 1700000,
    note: undefined,
    labels: { ...meta.args.labels, message: '应付金额已由 ¥17,376.96 变为 ¥17,000.00，确认后继续提交订单' },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getAllByRole('definition')[1]).toHaveTextContent('¥17,000.00');
  },
};
