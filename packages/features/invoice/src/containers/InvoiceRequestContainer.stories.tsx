import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { createInvoiceMock, member, openOrder } from '../mocks/handlers';
import { InvoiceRequestContainer } from './InvoiceRequestContainer';

const meta = {
  title: 'Features/Invoice/InvoiceRequestContainer',
  component: InvoiceRequestContainer,
  args: { orderNo: openOrder.orderNo, onDone: fn(), onCancel: fn() },
  parameters: { app: { user: member }, msw: { handlers: createInvoiceMock().handlers } },
} satisfies Meta<typeof InvoiceRequestContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company invoice: the amount is the server's; a wrong check character is caught before sending. */
export const Company: Story = {
  // A fresh mock: the request it takes would make the order's next story answer "already requested".
  parameters: { msw: { handlers: createInvoiceMock().handlers } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText(/开票金额 ¥2,052\.28/, {}, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '单位' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /单位名称/ }), '深圳市腾讯计算机系统有限公司');
    await userEvent.type(canvas.getByRole('textbox', { name: /纳税人识别号/ }), '91440300708461136U');
    await userEvent.type(canvas.getByRole('textbox', { name: /接收邮箱/ }), 'finance@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('纳税人识别号校验位不正确，请核对')).toBeVisible();
    const taxId = canvas.getByRole('textbox', { name: /纳税人识别号/ });
    await userEvent.clear(taxId);
    await userEvent.type(taxId, '91440300708461136T');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(openOrder.orderNo), { timeout: 8000 });
  },
};

/** A person's invoice with nothing typed: each required field says so. */
export const Required: Story = {
  parameters: { msw: { handlers: createInvoiceMock().handlers } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交申请' }, { timeout: 8000 }));
    await expect(canvas.getByText('请填写发票抬头')).toBeVisible();
    await expect(canvas.getByText('请填写接收发票的电子邮箱')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** An order that may not have an invoice: the server's reason, and the way back. */
export const Refused: Story = {
  parameters: { msw: { handlers: createInvoiceMock({ refusal: '员工权益金订单不开具发票' }).handlers } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText('员工权益金订单不开具发票', {}, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回发票管理' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
