import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PointsLedger } from './PointsLedger';

const ready = { status: 'ready' as const, page: 1, pageCount: 1 };

const meta = {
  title: 'Views/Member/PointsLedger',
  component: PointsLedger,
  args: {
    selectedTab: 'points',
    onTabChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    points: {
      ...ready,
      pageCount: 3,
      rows: [
        {
          id: 12,
          date: '2026-11-24 10:15',
          reason: '退款扣回',
          orderNo: 'JY20261124100064',
          delta: -1_026,
          balance: 21_405,
        },
        {
          id: 11,
          date: '2026-11-24 10:15',
          reason: '退款返还',
          orderNo: 'JY20261124100064',
          delta: 800,
          balance: 22_431,
        },
        {
          id: 10,
          date: '2026-11-20 14:02',
          reason: '订单获得',
          orderNo: 'JY20261124100064',
          delta: 1_026,
          balance: 21_631,
          note: '有效期至 2027-12-31',
        },
        {
          id: 9,
          date: '2026-11-20 14:01',
          reason: '下单抵扣',
          orderNo: 'JY20261124100064',
          delta: -800,
          balance: 20_605,
        },
        { id: 8, date: '2026-01-01 00:00', reason: '积分过期', orderNo: '', delta: -4_418, balance: 21_405 },
      ],
    },
    consumption: {
      ...ready,
      rows: [
        {
          id: 5,
          date: '2026-11-24 10:15',
          kind: '订单退款',
          orderNo: 'JY20261124100064',
          storeName: '',
          amountFen: -102_614,
        },
        {
          id: 4,
          date: '2026-11-20 14:02',
          kind: '线上订单',
          orderNo: 'JY20261124100064',
          storeName: '',
          amountFen: 102_614,
        },
        {
          id: 3,
          date: '2026-01-20 11:20',
          kind: '门店消费',
          orderNo: 'POS202601200004',
          storeName: '金缘珠宝 深圳万象城店',
          amountFen: 294_600,
        },
      ],
    },
    labels: {
      tabs: '会员记录',
      pointsTab: '积分明细',
      consumptionTab: '消费记录',
      date: '时间',
      reason: '类型',
      orderNo: '订单号',
      change: '积分变动',
      balance: '变动后余额',
      kind: '类型',
      amount: '消费金额',
      pointsEmpty: '暂无积分记录',
      consumptionEmpty: '暂无消费记录',
      loading: '正在加载记录',
      retry: '重新加载',
      pagination: { navigation: '分页', previous: '上一页', next: '下一页', page: (page: number) => `第 ${page} 页` },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointsLedger>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The points record: gains in green, losses in red with a true minus, the balance after each; paged. */
export const Points: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: '积分明细', selected: true })).toBeVisible();
    const table = canvas.getByRole('table', { name: '积分明细' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[3]).toHaveTextContent('订单获得有效期至 2027-12-31');
    await expect(rows[3]).toHaveTextContent('+1,026');
    await expect(rows[1]).toHaveTextContent('\u22121,026');
    await userEvent.click(canvas.getByRole('link', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('points', 2);
  },
};

/** The consumption record: orders, a refund (negative) and a store purchase with its store. */
export const Consumption: Story = {
  args: { selectedTab: 'consumption' },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: '消费记录' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[3]).toHaveTextContent('门店消费金缘珠宝 深圳万象城店');
    await expect(rows[1]).toHaveTextContent('-¥1,026.14');
    await userEvent.click(canvas.getByRole('tab', { name: '积分明细' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('points');
  },
};

/** A new member: nothing yet. */
export const Empty: Story = {
  args: { points: { ...ready, rows: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无积分记录' })).toBeVisible();
  },
};

/** Loading: a skeleton, announced. */
export const Loading: Story = {
  args: { points: { ...ready, status: 'loading', rows: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载记录');
  },
};

/** A failed load: the message and a retry of that record. */
export const Error: Story = {
  args: { points: { ...ready, status: 'error', rows: [], errorMessage: '积分记录暂时无法加载，请稍后再试' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('积分记录暂时无法加载');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledWith('points');
  },
};
