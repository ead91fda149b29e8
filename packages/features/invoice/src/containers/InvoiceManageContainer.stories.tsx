import { fileDownload } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, waitFor, within } from 'storybook/test';
import { createInvoiceMock, member, storyInvoices } from '../mocks/handlers';
import { InvoiceManageContainer } from './InvoiceManageContainer';

const [issued, reversed] = storyInvoices;

const meta = {
  title: 'Features/Invoice/InvoiceManageContainer',
  component: InvoiceManageContainer,
  args: { orderNo: null, onOpen: fn(), onBack: fn() },
  parameters: { app: { user: member }, msw: { handlers: createInvoiceMock().handlers } },
  // The download seam stubbed: no file leaves the test, and each story reads what was saved.
  beforeEach: () => {
    const save = spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    return () => save.mockRestore();
  },
} satisfies Meta<typeof InvoiceManageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's invoices from the server; the PDF downloads; a card opens its detail. */
export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = await canvas.findByRole('article', { name: issued?.title ?? '' }, { timeout: 8000 });
    await expect(card).toBeVisible();
    await expect(canvas.getByText(reversed?.redInvoiceNo ?? '')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '下载发票' })[0]!);
    await waitFor(() =>
      expect(fileDownload.save).toHaveBeenCalledWith(
        `发票_${issued?.invoiceNo}.pdf`,
        expect.any(Uint8Array),
        'application/pdf',
      ),
    );
    await userEvent.click(canvas.getAllByRole('button', { name: '查看详情' })[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(issued?.orderNo);
  },
};

/** 已红冲: the red-letter invoice's PDF beside the blue one; only the reversed card offers it. */
export const RedLetter: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: reversed?.title ?? '' }, { timeout: 8000 });
    await expect(canvas.getAllByRole('button', { name: '下载红字发票' })).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: '下载红字发票' }));
    await waitFor(() => expect(fileDownload.save).toHaveBeenCalledOnce());
    const [fileName, bytes] = mocked(fileDownload.save).mock.calls[0] ?? [];
    await expect(fileName).toBe(`红字发票_${reversed?.redInvoiceNo}.pdf`);
    await expect(new TextDecoder().decode(bytes)).toContain('红字发票');
    await expect(within(card).getByText('红冲日期')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createInvoiceMock({ invoices: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有发票' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: createInvoiceMock({ failing: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('服务繁忙，请稍后再试', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** One invoice: its facts, and the PDF sent again to another e-mail. */
export const Detail: Story = {
  args: { orderNo: issued?.orderNo ?? '' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText(issued?.invoiceNo ?? '', {}, { timeout: 8000 })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: '发送到邮箱' });
    await userEvent.clear(email);
    await userEvent.type(email, 'boss@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(await canvas.findByText('已发送至 boss@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回发票列表' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Another member's or an unknown order: the server's 404 message. */
export const NotFound: Story = {
  args: { orderNo: 'JY00000000000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('发票不存在', {}, { timeout: 8000 })).toBeVisible();
  },
};
