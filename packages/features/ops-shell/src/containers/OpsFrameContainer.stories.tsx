import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { opsBrowser } from '../hooks/browser';
import type { OpsNavItem } from '../logic/navigation';
import { adminMe, createOpsShellMock, storyStaff } from '../mocks/handlers';
import { OpsFrameContainer } from './OpsFrameContainer';

const navigation: OpsNavItem[] = [
  { key: 'orders', path: '/orders', permission: 'orders.read', group: 'trade' },
  { key: 'audit', path: '/audit', permission: 'audit.read', group: 'system' },
  { key: 'roles', path: '/roles', permission: 'roles.manage', group: 'system' },
];

const meta = {
  title: 'Features/OpsShell/OpsFrameContainer',
  component: OpsFrameContainer,
  args: {
    navigation,
    hrefOf: (path: string) => `#ops${path}`,
    current: 'orders',
    title: '订单管理',
    children: '页面内容',
  },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsShellMock().handlers } },
} satisfies Meta<typeof OpsFrameContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 运营 sees the orders only: the system pages are not offered. */
export const Operations: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('运营', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '订单管理' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: '操作日志' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();
  },
};

/** 超级管理员 sees every section. */
export const Admin: Story = {
  parameters: { msw: { handlers: createOpsShellMock({ me: adminMe }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '角色与权限' }, { timeout: 8000 })).toHaveAttribute(
      'href',
      '#ops/roles',
    );
    await expect(canvas.getByRole('link', { name: '操作日志' })).toBeVisible();
    await expect(canvas.getByText('超级管理员')).toBeVisible();
  },
};

/** Signing out ends the console's session, then the provider's, which returns to the console's sign-in. */
export const SignOut: Story = {
  play: async ({ canvas, userEvent }) => {
    const realAssign = opsBrowser.assign;
    const assign = fn();
    opsBrowser.assign = assign;
    try {
      await userEvent.click(await canvas.findByRole('button', { name: '退出登录' }, { timeout: 8000 }));
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const url = new URL(assign.mock.calls[0]?.[0] as string);
      await expect(url.pathname).toBe('/oidc/session/end');
      await expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://127.0.0.1/ops/login');
    } finally {
      opsBrowser.assign = realAssign;
    }
  },
};
