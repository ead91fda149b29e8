import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { AlertDialog, type AlertDialogProps } from './Dialog';

/** Story scaffolding: a trigger, and the caller closing the dialog on either answer. */
function AlertDialogDemo(args: AlertDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button tone="secondary" onPress={() => setOpen(true)}>
        {args.title}
      </Button>
      <AlertDialog
        {...args}
        isOpen={isOpen}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    isOpen: true,
    title: '温馨提示',
    message: '活动火爆，当前访问人数较多请您稍后再试',
    confirmLabel: '确定',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <AlertDialogDemo {...args} />,
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8, response code 500101: one confirm button. */
export const OneButton: Story = {
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('alertdialog', { name: '温馨提示' });
    await expect(dialog).toHaveAccessibleDescription('活动火爆，当前访问人数较多请您稍后再试');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const TwoButtons: Story = {
  args: { message: '请先阅读并同意以下条款', cancelLabel: '取消' },
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    let dialog = await page.findByRole('alertdialog', { name: '温馨提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Reopen from the keyboard and answer 确定.
    await userEvent.tab();
    await expect(page.getByRole('button', { name: '温馨提示' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    dialog = await page.findByRole('alertdialog', { name: '温馨提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The page behind cannot dismiss it; Escape means 取消 and focus returns to the trigger. */
export const MustAnswer: Story = {
  args: { isOpen: false, message: '请先阅读并同意以下条款', cancelLabel: '取消' },
  play: async ({ canvas, args, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '温馨提示' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('alertdialog', { name: '温馨提示' });
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(page.getByRole('alertdialog', { name: '温馨提示' })).toBeVisible());
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape on a one-button notice acknowledges it. */
export const EscapeAcknowledges: Story = {
  args: { title: '登录错误', message: '授权码已失效，请重新登录' },
  play: async ({ args, userEvent }) => {
    await within(document.body).findByRole('alertdialog', { name: '登录错误' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeyboardDismissDisabled: Story = {
  args: {
    title: '条款变更提示',
    message: '《用户协议》已更新，不同意将退出登录。',
    confirmLabel: '同意',
    cancelLabel: '不同意',
    isKeyboardDismissDisabled: true,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: '条款变更提示' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
