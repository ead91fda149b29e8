import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminMe, createOpsShellMock, storyStaff } from '../mocks/handlers';
import { OpsPermissionGate } from './OpsPermissionGate';

const meta = {
  title: 'Features/OpsShell/OpsPermissionGate',
  component: OpsPermissionGate,
  args: { permission: 'orders.read', children: '订单列表' },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsShellMock().handlers } },
} satisfies Meta<typeof OpsPermissionGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 运营 reaches the orders. */
export const Granted: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('订单列表', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A 运营 who follows a link to the roles page is told plainly (the server refuses its calls too). */
export const Denied: Story = {
  args: { permission: 'roles.manage', children: '角色与权限' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '没有权限' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByText('角色与权限')).toBeNull();
  },
};

/** 超级管理员 may use every page. */
export const Admin: Story = {
  args: { permission: 'roles.manage', children: '角色与权限' },
  parameters: { msw: { handlers: createOpsShellMock({ me: adminMe }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('角色与权限', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The account cannot be read: the reason and a retry, never the page. */
export const Failed: Story = {
  parameters: { msw: { handlers: createOpsShellMock({ failMe: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '无法读取你的账号' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
