import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InvoiceCard } from '../InvoiceCard/InvoiceCard';
import { InvoiceList } from './InvoiceList';

const cards = (
  <>
    <InvoiceCard
      title="深圳市腾讯计算机系统有限公司"
      state="issued"
      stateLabel="已开票"
      amount="价税合计 ¥1,026.14"
      facts={[{ label: '订单号', value: 'JY20261125100000000001' }]}
    />
    <InvoiceCard
      title="王丽"
      state="pending"
      stateLabel="待开票"
      amount="价税合计 ¥3,280.00"
      facts={[{ label: '订单号', value: 'JY20261124100000000002' }]}
    />
  </>
);

const meta = {
  title: 'Views/Invoice/InvoiceList',
  component: InvoiceList,
  args: {
    labels: {
      title: '发票管理',
      state: '发票状态',
      from: '申请开始日期',
      to: '申请结束日期',
      calendar: '打开日历',
      previousMonth: '上个月',
      nextMonth: '下个月',
      reset: '重置筛选',
      empty: '还没有发票',
      emptyDescription: '在已支付订单的详情中点击“申请发票”。',
      loading: '正在加载发票',
      retry: '重试',
      pagination: { navigation: '分页', previous: '上一页', next: '下一页', page: (n: number) => `第 ${n} 页` },
    },
    states: [
      { id: '', label: '全部' },
      { id: 'pending', label: '待开票' },
      { id: 'issued', label: '已开票' },
      { id: 'reversed', label: '已红冲' },
    ],
    filter: { state: '', from: null, to: null },
    onFilterChange: fn(),
    children: cards,
    count: 2,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
  },
} satisfies Meta<typeof InvoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's invoices; the filters reset in one press. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('article', { name: '王丽' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重置筛选' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ state: '', from: null, to: null });
  },
};

export const Empty: Story = {
  args: { count: 0, children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '还没有发票' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true, count: 0 } };

export const Error: Story = {
  args: { errorMessage: '网络不稳定，请稍后再试', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络不稳定，请稍后再试')).toBeInTheDocument();
  },
};

/** A date range that ends before it starts. */
export const FilterError: Story = {
  args: { filter: { state: '', from: '2026-11-25', to: '2026-11-01' }, filterError: '开始日期不能晚于结束日期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('开始日期不能晚于结束日期')).toBeInTheDocument();
  },
};

export const Paged: Story = {
  args: { count: 25, pageCount: 3 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
