import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createOpsAftersalesMock, storyStaff } from '../mocks/handlers';
import { AftersaleDetailContainer } from './AftersaleDetailContainer';

const overdue = 'RF20261205101500123456';
const large = 'RF20261206183000654321';
const refunding = 'RF20261207080000111111';

const meta = {
  title: 'Features/OpsAftersales/AftersaleDetailContainer',
  component: AftersaleDetailContainer,
  args: { refundNo: overdue, orderHref: (orderNo: string) => `#order-${orderNo}` },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsAftersalesMock().handlers } },
} satisfies Meta<typeof AftersaleDetailContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting past 48 h: the photos, the order, and approval after a dialog that says what will happen. */
export const Waiting: Story = {
  parameters: { msw: { handlers: createOpsAftersalesMock().handlers } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('已超 48 小时', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '凭证 1' })).toBeVisible();
    // The decisions come once the staff member's permissions are read (a call of its own).
    await userEvent.click(await canvas.findByRole('button', { name: '同意退款' }, { timeout: 8000 }));
    await expect(await canvas.findByText('请填写处理说明', {}, { timeout: 8000 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '处理说明（买家可见）' }), '核实为质量问题');
    await userEvent.click(canvas.getByRole('button', { name: '同意退款' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: '同意退款' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('¥1,288.00');
    await expect(dialog).toHaveTextContent('核实为质量问题');
    await userEvent.click(within(dialog).getByRole('button', { name: '同意退款' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 8000 });
    await expect(await canvas.findByText('退款中', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Refusing asks for a reason the shopper reads, and says so before it is sent. */
export const Refuse: Story = {
  parameters: { msw: { handlers: createOpsAftersalesMock().handlers } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('已超 48 小时', {}, { timeout: 8000 });
    await userEvent.type(
      await canvas.findByRole('textbox', { name: '处理说明（买家可见）' }, { timeout: 8000 }),
      '划痕为正常使用痕迹',
    );
    await userEvent.click(canvas.getByRole('button', { name: '拒绝申请' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: '拒绝售后申请' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('划痕为正常使用痕迹');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝申请' }));
    await expect(await canvas.findByText('已拒绝', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A large refund with a first approval: 财务 sees who approved it and confirms it. */
export const SecondApproval: Story = {
  args: { refundNo: large },
  parameters: { msw: { handlers: createOpsAftersalesMock({ role: 'finance' }).handlers } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('未发货，同意全额退款', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '同意退款' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: '财务复核并退款' }, { timeout: 8000 }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: '复核大额退款' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('JY80002 周敏');
    await userEvent.click(within(dialog).getByRole('button', { name: '财务复核并退款' }));
    await expect(await canvas.findByText('退款中', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A 运营 (no refunds.approve) sees the first approval but is offered no confirmation. */
export const OperationsCannotConfirm: Story = {
  args: { refundNo: large },
  parameters: { msw: { handlers: createOpsAftersalesMock({ role: 'operations' }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('未发货，同意全额退款', {}, { timeout: 8000 })).toBeVisible();
    // A 运营 holds no refunds.approve: no confirmation offered.
    await expect(canvas.queryByRole('button', { name: '财务复核并退款' })).toBeNull();
  },
};

/** Already sent to the PSP: nothing to decide. */
export const Refunding: Story = {
  args: { refundNo: refunding },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('退款中', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '同意退款' })).toBeNull();
  },
};

/** An unknown application: the server's message and a retry. */
export const Missing: Story = {
  args: { refundNo: 'RF0' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('退款申请不存在', {}, { timeout: 8000 })).toBeVisible();
  },
};
