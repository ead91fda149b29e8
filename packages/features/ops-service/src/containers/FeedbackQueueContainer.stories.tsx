import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createOpsServiceMock, storyStaff } from '../mocks/handlers';
import { FeedbackQueueContainer } from './FeedbackQueueContainer';

const meta = {
  title: 'Features/OpsService/FeedbackQueueContainer',
  component: FeedbackQueueContainer,
  args: {
    filter: undefined,
    onFilterChange: fn(),
    threadHref: (feedbackNo: string) => `/ops/feedback/${feedbackNo}`,
    onOpenThread: fn(),
  },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsServiceMock().handlers } },
} satisfies Meta<typeof FeedbackQueueContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every feedback, the waiting one first; choosing 待回复 asks the page to narrow it. */
export const Queue: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('FB20261207101500000011', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('FB20261205090000000003')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /待回复/ }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('waiting');
  },
};

/** Only the waiting. */
export const Waiting: Story = {
  args: { filter: 'waiting' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('FB20261207101500000011', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByText('FB20261205090000000003')).toBeNull();
  },
};

/** Nothing to answer. */
export const Empty: Story = {
  parameters: { msw: { handlers: createOpsServiceMock({ empty: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无反馈', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The server fails: its message and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: createOpsServiceMock({ fail: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('服务暂时不可用', {}, { timeout: 8000 })).toBeVisible();
  },
};
