import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createOpsServiceMock, storyStaff } from '../mocks/handlers';
import { InquiryListContainer } from './InquiryListContainer';

const meta = {
  title: 'Features/OpsService/InquiryListContainer',
  component: InquiryListContainer,
  args: {
    status: undefined,
    onStatusChange: fn(),
    inquiryHref: (inquiryNo: string) => `/ops/inquiries/${inquiryNo}`,
    onOpenInquiry: fn(),
  },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsServiceMock().handlers } },
} satisfies Meta<typeof InquiryListContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inquiries, unassigned and new; choosing a status asks the page to narrow it. */
export const List: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('上海明远科技有限公司', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('未指派')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /已报价/ }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('quoted');
  },
};

/** No inquiries of that status. */
export const Empty: Story = {
  args: { status: 'closed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无咨询', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The server fails: its message and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: createOpsServiceMock({ fail: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('服务暂时不可用', {}, { timeout: 8000 })).toBeVisible();
  },
};
