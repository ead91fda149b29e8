import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { AccountFormPanel } from './AccountFormPanel';

const meta = {
  title: 'Views/Member/AccountFormPanel',
  component: AccountFormPanel,
  args: {
    title: '修改昵称',
    intro: '昵称会显示在会员中心与订单评价中。',
    onSubmit: fn(),
    isSubmitting: false,
    submitLabel: '保存',
    submittingLabel: '提交中',
    children: <TextField label="昵称" defaultValue="王女士" maxLength={20} />,
  },
} satisfies Meta<typeof AccountFormPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A form named by its heading: the button and Enter in a field both submit once. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: '修改昵称' });
    await expect(form).toBeVisible();
    await expect(canvas.getByText('昵称会显示在会员中心与订单评价中。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: '昵称' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Submitting: the button shows its progress and a second submission is ignored. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '昵称' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('提交中')).toBeInTheDocument();
  },
};

/** The server refused: its message is announced as an alert, the fields keep their input. */
export const Failed: Story = {
  args: { formError: '昵称包含敏感词，请修改后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('昵称包含敏感词，请修改后再试');
    await expect(canvas.getByRole('textbox', { name: '昵称' })).toHaveValue('王女士');
  },
};

/** Saved: a polite status line. */
export const Succeeded: Story = {
  args: { successMessage: '昵称已保存' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('昵称已保存');
  },
};

/** A panel that cannot be submitted now: no submit button, its own actions only. */
export const WithoutSubmit: Story = {
  args: {
    title: '导出我的数据',
    intro: '上一份导出仍在准备中，完成后可在此下载。',
    submitLabel: undefined,
    children: null,
    secondaryActions: (
      <Button tone="neutral" onPress={fn()}>
        刷新
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeVisible();
  },
};

/** With a secondary action (取消) after the submit button, reached by keyboard in that order. */
export const WithSecondaryAction: Story = {
  args: {
    secondaryActions: (
      <Button tone="neutral" onPress={fn()}>
        取消
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '昵称' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '取消' })).toHaveFocus();
  },
};
