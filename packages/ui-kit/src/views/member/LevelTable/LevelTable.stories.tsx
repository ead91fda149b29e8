import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LevelTable } from './LevelTable';

const benefit = '消费每满 1 元积 1 分，50 积分抵 1 元';

const meta = {
  title: 'Views/Member/LevelTable',
  component: LevelTable,
  args: {
    status: 'ready',
    levels: [
      { level: 1, name: '普卡', thresholdFen: 0, benefits: [benefit, '生日月专属祝福'] },
      {
        level: 2,
        name: '银卡',
        thresholdFen: 500_000,
        benefits: [benefit, '生日月礼品一份', '免费清洗保养（每年 4 次）'],
      },
      {
        level: 3,
        name: '金卡',
        thresholdFen: 2_000_000,
        benefits: [benefit, '免费清洗保养不限次数', '黄金饰品以旧换新工费减免'],
      },
      {
        level: 4,
        name: '钻石卡',
        thresholdFen: 8_000_000,
        benefits: [benefit, '专属顾问一对一服务', '私人定制优先排期'],
      },
    ],
    currentLevel: 3,
    standing: '本年度已消费 ¥36,820.00，再消费 ¥43,180.00 可升级为钻石卡',
    labels: {
      caption: '会员等级与权益',
      level: '等级',
      threshold: '年度消费门槛',
      benefits: '会员权益',
      current: '当前等级',
      loading: '正在加载会员等级',
      retry: '重新加载',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LevelTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 金卡 member: the four levels, theirs marked, and what the next one takes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '会员等级与权益' });
    await expect(table).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const current = rows.find((row) => row.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent('金卡当前等级');
    await expect(current).toHaveTextContent('20,000.00');
    await expect(canvas.getByText(/再消费 ¥43,180.00 可升级为钻石卡/)).toBeVisible();
  },
};

/** The top level: nothing further to reach. */
export const TopLevel: Story = {
  args: { currentLevel: 4, standing: '您已是最高等级钻石卡，等级有效期至 2027-12-31' },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent('钻石卡');
  },
};

/** Under a page heading: the caption is kept for assistive technology only. */
export const CaptionHidden: Story = {
  args: { isCaptionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '会员等级与权益' })).toBeVisible();
  },
};

/** Loading: a skeleton, announced. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载会员等级');
  },
};

/** A failed load with a retry. */
export const Error: Story = {
  args: { status: 'error', errorMessage: '会员等级暂时无法加载，请稍后再试', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('会员等级暂时无法加载');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
