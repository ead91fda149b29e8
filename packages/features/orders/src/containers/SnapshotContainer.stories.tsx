import { chinaTimeFormat } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { member, storySnapshot } from '../mocks/data';
import { createOrdersMock } from '../mocks/handlers';
import { SnapshotContainer } from './SnapshotContainer';

const onViewGoods = fn();
const onBackToOrders = fn();

const meta = {
  title: 'Features/Orders/SnapshotContainer',
  component: SnapshotContainer,
  args: { query: { orderNo: 'JY202611240001', goodsId: 1 }, onViewGoods, onBackToOrders },
  parameters: { app: { user: member }, msw: { handlers: createOrdersMock({ snapshot: storySnapshot }).handlers } },
  beforeEach: () => {
    onViewGoods.mockClear();
    onBackToOrders.mockClear();
  },
} satisfies Meta<typeof SnapshotContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The line as sold: the banner with the order time, the facts of the day, and a way to the piece today. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '下单时的商品信息' })).toBeVisible();
    const time = chinaTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(storySnapshot.orderedAt),
    );
    await expect(canvas.getByText(`此页面为您于 ${time} 下单时的商品信息`, { exact: false })).toBeVisible();
    await expect(canvas.getByText('金重')).toBeVisible();
    await expect(canvas.getByText('3.52克')).toBeVisible();
    await expect(canvas.getByText('12号')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看商品现状' }));
    await expect(onViewGoods).toHaveBeenCalledWith(storySnapshot.mouldNo);
  },
};

/** Another buyer's order (the server answers 404). */
export const NotFound: Story = {
  parameters: { msw: { handlers: createOrdersMock().handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('找不到这份交易快照')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回我的订单' }));
    await expect(onBackToOrders).toHaveBeenCalledOnce();
  },
};

/** A link without its order or piece: not found, without asking the server. */
export const IncompleteLink: Story = {
  args: { query: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('找不到这份交易快照')).toBeVisible();
  },
};
