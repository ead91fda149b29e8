import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { defaultAftersaleSearch } from '../logic/aftersaleQuery';
import { createOpsAftersalesMock, storyStaff } from '../mocks/handlers';
import { AftersaleQueueContainer } from './AftersaleQueueContainer';

const meta = {
  title: 'Features/OpsAftersales/AftersaleQueueContainer',
  component: AftersaleQueueContainer,
  args: {
    search: defaultAftersaleSearch,
    onSearchChange: fn(),
    refundHref: (refundNo: string) => `#refund-${refundNo}`,
    onOpenRefund: fn(),
  },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsAftersalesMock().handlers } },
} satisfies Meta<typeof AftersaleQueueContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The applications waiting, oldest first, with their age against the 48 h service level; a tab is a new search. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = await canvas.findByRole('link', { name: 'RF20261205101500123456' }, { timeout: 8000 });
    await expect(link).toHaveAttribute('href', '#refund-RF20261205101500123456');
    await expect(canvas.getByText('已超 48 小时')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /待财务复核\s*1/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /待审核/ }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'waiting', page: 1 })),
    );
  },
};

/** Nothing waiting: the table says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: createOpsAftersalesMock({ empty: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有等待处理的售后申请', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The queue failed: the server's message and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: createOpsAftersalesMock({ failQueue: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('售后服务暂时不可用', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
