import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createOpsServiceMock, storyStaff } from '../mocks/handlers';
import { FeedbackThreadContainer } from './FeedbackThreadContainer';

const meta = {
  title: 'Features/OpsService/FeedbackThreadContainer',
  component: FeedbackThreadContainer,
  args: { feedbackNo: 'FB20261207101500000011' },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsServiceMock().handlers } },
} satisfies Meta<typeof FeedbackThreadContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 客服 replies; an empty reply is refused here; the reply joins the thread and the form goes. */
export const Reply: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: '回复内容' }, { timeout: 8000 });
    await expect(canvas.getByText('项链的扣子用了一周就松了，希望能帮忙看看。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(await canvas.findByText('请输入回复内容')).toBeVisible();
    await userEvent.type(field, '您好，请携带商品到就近门店免费维修。');
    await userEvent.click(canvas.getByRole('button', { name: '发送回复' }));
    await expect(
      await canvas.findByText(
        '您好，请携带商品到就近门店免费维修。',
        { selector: ':not(textarea)' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: '回复内容' })).toBeNull());
  },
};

/** An answered feedback: the thread, no form. */
export const Answered: Story = {
  args: { feedbackNo: 'FB20261205090000000003' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('感谢您的认可！', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '回复内容' })).toBeNull();
  },
};

/** A feedback that does not exist: the server's message and a retry. */
export const NotFound: Story = {
  args: { feedbackNo: 'FB0' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('反馈不存在', {}, { timeout: 8000 })).toBeVisible();
  },
};
