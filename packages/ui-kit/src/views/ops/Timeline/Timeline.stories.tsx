import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  title: 'Views/Ops/Timeline',
  component: Timeline,
  args: {
    'aria-label': '订单时间线',
    emptyText: '暂无记录',
    events: [
      {
        id: 'e6',
        time: '2026-12-07 15:02:11',
        title: '退款申请被拒绝',
        actor: '林晓 · 运营',
        detail: '商品已签收超过 7 天，且吊牌已拆除。',
        tone: 'danger',
        status: '已拒绝',
      },
      {
        id: 'e5',
        time: '2026-12-07 09:40:00',
        title: '售后申请等待处理已超过 24 小时',
        actor: '系统',
        tone: 'warning',
      },
      {
        id: 'e4',
        time: '2026-12-05 17:20:33',
        title: '包裹已签收',
        actor: '顺丰速运',
        detail: '运单号 SF1402938847562',
        tone: 'success',
        status: '已签收',
      },
      {
        id: 'e3',
        time: '2026-12-04 11:05:42',
        title: '订单已发货（1 个包裹）',
        actor: '陈静 · 运营',
        tone: 'info',
        status: '已发货',
      },
      {
        id: 'e2',
        time: '2026-12-03 20:16:09',
        title: '客服备注',
        actor: '周敏 · 客服',
        detail: '顾客来电要求周末送达。',
      },
      {
        id: 'e1',
        time: '2026-12-03 20:12:54',
        title: '买家已付款',
        actor: '王女士',
        tone: 'success',
        status: '已付款',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, newest first: each event is an item of one ordered list, with its time, actor and detail. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '订单时间线' });
    await expect(list.tagName).toBe('OL');
    const events = within(list).getAllByRole('listitem');
    await expect(events).toHaveLength(6);
    await expect(events[0]).toHaveTextContent('退款申请被拒绝已拒绝2026-12-07 15:02:11林晓 · 运营商品已签收超过 7 天');
    await expect(events.at(-1)).toHaveTextContent('买家已付款');
  },
};

/** No history yet: a line of text, no empty list. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无记录')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
