import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LevelProgress } from './LevelProgress';

const meta = {
  title: 'Views/Member/LevelProgress',
  component: LevelProgress,
  args: {
    status: 'next',
    title: '会员等级',
    message: '再消费 ¥43,180.00 即可升级为钻石卡',
    ratio: 0.46,
    progressLabel: '距钻石卡的升级进度',
    valueText: '已完成 46%',
    currentLevelName: '金卡',
    nextLevelName: '钻石卡',
    loadingLabel: '正在加载会员等级',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LevelProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the way: an accessible progress bar between this level and the next, and what is left to spend. */
export const Next: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '距钻石卡的升级进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '46');
    await expect(bar).toHaveAttribute('aria-valuetext', '已完成 46%');
    await expect(canvas.getByRole('region', { name: '会员等级' })).toHaveTextContent(
      '再消费 ¥43,180.00 即可升级为钻石卡',
    );
  },
};

/** Just joined: nothing spent yet, the bar is empty. */
export const JustJoined: Story = {
  args: {
    ratio: 0,
    message: '再消费 ¥5,000.00 即可升级为银卡',
    valueText: '已完成 0%',
    progressLabel: '距银卡的升级进度',
    currentLevelName: '普卡',
    nextLevelName: '银卡',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '距银卡的升级进度' })).toHaveAttribute('aria-valuenow', '0');
  },
};

/** The top level: no bar, a line that says so. */
export const TopLevel: Story = {
  args: { status: 'top', message: '您已是最高等级钻石卡，尊享全部会员礼遇' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('您已是最高等级钻石卡，尊享全部会员礼遇')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '会员等级' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载会员等级');
  },
};
