import type { Meta, StoryObj } from '@storybook/react-vite';
import { fileDownload } from '@mall/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createOpsOrdersMock, storyStaff } from '../mocks/handlers';
import { OrderDetailContainer } from './OrderDetailContainer';

const meta = {
  title: 'Features/OpsOrders/OrderDetailContainer',
  component: OrderDetailContainer,
  args: { orderNo: 'JY20261207101500000011' },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsOrdersMock().handlers } },
} satisfies Meta<typeof OrderDetailContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 运营 ships the paid order after the dialog says what will happen; the timeline and parcels follow (issue #29). */
export const ShipByHand: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('13800005678', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '订单时间线' })).toBeVisible();
    // The button appears once the staff member's permissions are read, a call of its own.
    await userEvent.click(await canvas.findByRole('button', { name: '发货' }, { timeout: 8000 }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '确认发货' }, { timeout: 8000 });
    await waitFor(() => expect(within(dialog).getByText(/每个保价盒至多两件首饰/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await expect(await canvas.findByText('SF1000000000001', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: '发货' })).toBeNull());
    // Then the labels and packing slips print, as a PDF download.
    const realSave = fileDownload.save;
    const save = fn();
    fileDownload.save = save;
    try {
      await userEvent.click(canvas.getByRole('button', { name: '打印面单和装箱单' }));
      await waitFor(() =>
        expect(save).toHaveBeenCalledWith(
          '面单与装箱单-JY20261207101500000011.pdf',
          expect.any(Uint8Array),
          'application/pdf',
        ),
      );
    } finally {
      fileDownload.save = realSave;
    }
  },
};

/** A note is kept only once the server has it; an empty one is refused here. */
export const AddNote: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: '添加备注' }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '添加备注' }));
    await expect(await canvas.findByText('请填写备注内容')).toBeVisible();
    await userEvent.type(field, '买家来电要求周五前送达');
    await userEvent.click(canvas.getByRole('button', { name: '添加备注' }));
    await expect(await canvas.findByText('买家来电要求周五前送达', { selector: ':not(textarea)' })).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** A 客服 reads the order but is offered neither shipping nor notes. */
export const ReadOnly: Story = {
  parameters: { msw: { handlers: createOpsOrdersMock({ role: 'service' }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('13800005678', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '发货' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: '添加备注' })).toBeNull();
  },
};

/** An order that does not exist: the server's message and a retry. */
export const NotFound: Story = {
  args: { orderNo: 'JY20990101000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('订单不存在', {}, { timeout: 8000 })).toBeVisible();
  },
};
