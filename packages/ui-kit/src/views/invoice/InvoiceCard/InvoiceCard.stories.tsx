import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InvoiceCard } from './InvoiceCard';

const order = { label: '订单号', value: 'JY20261125100000000001' };
const requested = { label: '申请时间', value: '2026-11-25 10:20' };
const number = { label: '发票号码', value: '26442000001234567890' };
const issued = { label: '开票日期', value: '2026-11-25' };

const meta = {
  title: 'Views/Invoice/InvoiceCard',
  component: InvoiceCard,
  args: {
    title: '深圳市腾讯计算机系统有限公司',
    state: 'issued',
    stateLabel: '已开票',
    amount: '价税合计 ¥1,026.14',
    facts: [order, number, issued],
    download: { label: '下载发票', pendingLabel: '正在生成…', onPress: fn() },
  },
} satisfies Meta<typeof InvoiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 待开票: requested, the tax platform has not answered yet; nothing to download. */
export const Pending: Story = {
  args: { state: 'pending', stateLabel: '待开票', facts: [order, requested], download: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待开票')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '下载发票' })).not.toBeInTheDocument();
  },
};

/** 已开票: the number and date, and the PDF. */
export const Issued: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下载发票' }));
    await expect(args.download?.onPress).toHaveBeenCalledOnce();
  },
};

/** 已红冲: a refund reversed it with a red-letter invoice; both PDFs can be downloaded. */
export const Reversed: Story = {
  args: {
    state: 'reversed',
    stateLabel: '已红冲',
    facts: [
      order,
      number,
      issued,
      { label: '红字发票号码', value: '26442000009876543210' },
      { label: '红冲日期', value: '2026-11-28' },
    ],
    redDownload: { label: '下载红字发票', pendingLabel: '正在生成…', onPress: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('26442000009876543210')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下载红字发票' }));
    await expect(args.redDownload?.onPress).toHaveBeenCalledOnce();
    await expect(args.download?.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '下载发票' })).toBeEnabled();
  },
};

/** The red-letter PDF is being drawn: only its button waits. */
export const ReversedDownloading: Story = {
  args: {
    ...Reversed.args,
    redDownload: { label: '下载红字发票', pendingLabel: '正在生成…', onPress: fn(), isPending: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '正在生成…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下载发票' })).toBeEnabled();
  },
};

/** The PDF is being drawn. */
export const Downloading: Story = {
  args: { download: { label: '下载发票', pendingLabel: '正在生成…', onPress: fn(), isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '正在生成…' })).toBeDisabled();
  },
};

/** In the list: a button opens the detail. */
export const InList: Story = {
  args: { open: { label: '查看详情', onPress: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看详情' }));
    await expect(args.open?.onPress).toHaveBeenCalledOnce();
  },
};

/** The detail: send it again to another e-mail. */
export const Resend: Story = {
  args: {
    resend: {
      label: '重新发送',
      emailLabel: '接收邮箱',
      email: 'finance@example.com',
      onEmailChange: fn(),
      onSend: fn(),
      sendingLabel: '发送中…',
      statusMessage: '',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.resend?.onSend).toHaveBeenCalledOnce();
  },
};

/** A malformed e-mail for the re-send. */
export const ResendError: Story = {
  args: {
    resend: {
      label: '重新发送',
      emailLabel: '接收邮箱',
      email: 'finance',
      onEmailChange: fn(),
      onSend: fn(),
      sendingLabel: '发送中…',
      errorMessage: '请输入正确的电子邮箱',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请输入正确的电子邮箱')).toBeInTheDocument();
  },
};
