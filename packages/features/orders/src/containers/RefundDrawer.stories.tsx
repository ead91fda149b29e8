import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { member } from '../mocks/data';
import { clearStaleAnnouncements, createOrdersMock } from '../mocks/handlers';
import { RefundDrawer } from './RefundDrawer';

const onClose = fn();
const onApplied = fn();

const applying = createOrdersMock();

const meta = {
  title: 'Features/Orders/RefundDrawer',
  component: RefundDrawer,
  args: { orderNo: 'JY202611230002', onClose, onApplied },
  parameters: { app: { user: member }, msw: { handlers: applying.handlers } },
  beforeEach: () => {
    applying.reset();
    onClose.mockClear();
    onApplied.mockClear();
  },
} satisfies Meta<typeof RefundDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer and its form, once the order's options are in. */
const drawer = async (name = '申请退款') => screen.findByRole('dialog', { name });

/**
 * 申请退款 on a paid order: the whole order chosen and the amount at what was paid; a reason, a
 * description, and 提交申请 sends the application (and says so to the page).
 */
export const Apply: Story = {
  play: async ({ userEvent }) => {
    const dialog = within(await drawer());
    await expect(await dialog.findByRole('checkbox', { name: '足金 福字古法手镯' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /退款金额/ })).toHaveValue('12680.00');
    await expect(dialog.getByText('最多可退 ¥12,680.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /退款原因/ }));
    await userEvent.click(await screen.findByRole('option', { name: '拍错了或多拍' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '问题描述' }), '手镯圈口拍错了');
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith('RF20261124160000000001'));
    await expect(applying.state.applications).toEqual([
      {
        orderNo: 'JY202611230002',
        reason: 'wrongOrder',
        lines: [{ goodID: 2, attribute: '', qty: 1 }],
        amountFen: 1268000,
        description: '手镯圈口拍错了',
        photos: [],
      },
    ]);
    clearStaleAnnouncements();
  },
};

/** Sent without a reason and with too much: each message under its field, nothing sent. */
export const Invalid: Story = {
  play: async ({ userEvent }) => {
    const dialog = within(await drawer());
    const amount = await dialog.findByRole('textbox', { name: /退款金额/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await expect(await dialog.findByText('请选择退款原因')).toBeVisible();
    await expect(dialog.getByText('退款金额不能超过¥12,680.00')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // Unticking the only line: choose what to refund.
    await userEvent.click(dialog.getByRole('checkbox', { name: '足金 福字古法手镯' }));
    await expect(dialog.getByText('请选择要退款的商品')).toBeVisible();
    await expect(applying.state.applications).toEqual([]);
  },
};

const refusing = createOrdersMock({ refundRefusal: '该订单已有进行中的退款申请，请等待处理' });
/** The server refuses: its message is announced in the drawer and everything entered stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  beforeEach: () => refusing.reset(),
  play: async ({ userEvent }) => {
    const dialog = within(await drawer());
    await userEvent.click(await dialog.findByRole('button', { name: /退款原因/ }));
    await userEvent.click(await screen.findByRole('option', { name: '不想要了' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '问题描述' }), '不需要了');
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(
        dialog.getAllByRole('alert').some((node) => node.textContent?.includes('该订单已有进行中的退款申请')),
      ).toBe(true),
    );
    await expect(dialog.getByRole('textbox', { name: '问题描述' })).toHaveValue('不需要了');
    await expect(dialog.getByRole('button', { name: /退款原因/ })).toHaveTextContent('不想要了');
    await expect(onApplied).not.toHaveBeenCalled();
    clearStaleAnnouncements();
  },
};

/** A shipped order: 申请售后 with the after-sales reasons; its three lines, two pieces of the pendant. */
export const AfterSales: Story = {
  args: { orderNo: 'JY202611200003' },
  play: async ({ userEvent }) => {
    const dialog = within(await drawer('申请售后'));
    await expect(await dialog.findByRole('textbox', { name: '18K金 一克拉钻石吊坠 退款数量' })).toHaveValue('2');
    await userEvent.click(dialog.getByRole('button', { name: /售后原因/ }));
    await expect(await screen.findByRole('option', { name: '收到商品破损' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: '未按约定时间发货' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** An order the rules offer no refund for (unpaid): the server's reason, nothing to fill in. */
export const Unavailable: Story = {
  args: { orderNo: 'JY202611240001' },
  play: async () => {
    const dialog = within(await drawer());
    await expect(await dialog.findByRole('alert')).toHaveTextContent('暂不能申请：该订单暂不能申请退款，请联系客服');
    await expect(dialog.queryByRole('button', { name: '提交申请' })).toBeNull();
  },
};
