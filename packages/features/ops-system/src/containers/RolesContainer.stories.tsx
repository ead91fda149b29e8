import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createOpsSystemMock, storyAdmin } from '../mocks/handlers';
import { RolesContainer } from './RolesContainer';

const meta = {
  title: 'Features/OpsSystem/RolesContainer',
  component: RolesContainer,
  parameters: { app: { user: storyAdmin }, msw: { handlers: createOpsSystemMock().handlers } },
} satisfies Meta<typeof RolesContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator gives 陈静 (客服) the 运营 role too; the staff list shows it once the server has it. */
export const AssignRole: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('rowheader', { name: '财务' }, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '修改 陈静 的角色' }));
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: '修改 陈静 的角色' },
      { timeout: 8000 },
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '运营' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(
      await canvas.findByText('运营、客服', {}, { timeout: 8000 }).catch(() => canvas.findByText('客服、运营')),
    ).toBeVisible();
  },
};

/** Taking the last 超级管理员's role is refused with the server's reason; the dialog stays open. */
export const LastAdmin: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改 林晓 的角色' }, { timeout: 8000 }));
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: '修改 林晓 的角色' },
      { timeout: 8000 },
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '超级管理员' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('至少要保留一位在职的超级管理员')).toBeVisible();
  },
};
