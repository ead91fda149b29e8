import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { createOpsSystemMock, storyAdmin } from '../mocks/handlers';
import { AuditLogContainer } from './AuditLogContainer';

const none = { staffCode: '', action: '', targetType: '', targetId: '', from: '', to: '', page: 1 };

const meta = {
  title: 'Features/OpsSystem/AuditLogContainer',
  component: AuditLogContainer,
  args: { search: none, onSearchChange: fn() },
  parameters: { app: { user: storyAdmin }, msw: { handlers: createOpsSystemMock().handlers } },
} satisfies Meta<typeof AuditLogContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every act with its actor, roles, target and change; filtering by person is a new search (issue #29). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText('JY80002 周敏', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('roles: ["service"] → ["service","operations"]')).toBeVisible();
    await expect(canvas.getByText('order JY20261207101500000011')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '工号' }), 'jy80001');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ staffCode: 'jy80001', page: 1 })),
    );
  },
};

/** Nothing recorded under these filters. */
export const Empty: Story = {
  parameters: { msw: { handlers: createOpsSystemMock({ audit: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合条件的操作记录', {}, { timeout: 8000 })).toBeVisible();
  },
};
