import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleRatingLabels } from '../chatSamples';
import { RatingPanel } from './RatingPanel';

const meta = {
  title: 'Views/Chat/RatingPanel',
  component: RatingPanel,
  args: {
    labels: sampleRatingLabels,
    onSubmit: fn(),
  },
} satisfies Meta<typeof RatingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: Tab to the stars, arrows choose four, a remark, Enter on 提交评价. */
export const RateByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('radio', { name: '1 星' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 星' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '补充评价（选填）' })).toHaveFocus();
    await userEvent.keyboard('客服很耐心，解答很清楚');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '提交评价' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 4, remark: '客服很耐心，解答很清楚' });
  },
};

/** The stars are required: submitting without them says so and sends nothing. */
export const StarsRequired: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(canvas.getByText('请选择评分')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A remark over the limit is refused with its message. */
export const RemarkTooLong: Story = {
  args: { remarkMaxLength: 10 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 星' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '补充评价（选填）' }), '非常满意，下次还会再来咨询');
    await expect(canvas.getByText('补充评价最多 10 字')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

/** The call failed: the reason is announced, what was chosen stays. */
export const Failed: Story = {
  args: { errorMessage: '网络不稳定，评价未提交，请重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络不稳定，评价未提交，请重试');
  },
};

export const Thanks: Story = {
  args: { isSubmitted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('感谢您的评价！');
  },
};
