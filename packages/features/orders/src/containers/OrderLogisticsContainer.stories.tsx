import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, within } from 'storybook/test';
import { member } from '../mocks/data';
import { createOrdersMock } from '../mocks/handlers';
import { OrderLogisticsContainer } from './OrderLogisticsContainer';

const onBackToOrder = fn();
const onBackToList = fn();
const onToast = fn();

const meta = {
  title: 'Features/Orders/OrderLogisticsContainer',
  component: OrderLogisticsContainer,
  args: { orderNo: 'JY202611200003', onBackToOrder, onBackToList, onToast },
  parameters: { app: { user: member }, msw: { handlers: createOrdersMock().handlers } },
  beforeEach: () => {
    onBackToOrder.mockClear();
    onBackToList.mockClear();
    onToast.mockClear();
  },
} satisfies Meta<typeof OrderLogisticsContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A branch order in two parcels: each with its carrier, waybill and pieces and its timeline open; one
 * on its way, one waiting for the courier. 复制 copies the waybill and says 复制成功 (spec §8).
 */
export const BranchOrder: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('订单 JY202611200003 共 2 个包裹')).toBeVisible();
    const [first, second] = canvas.getAllByRole('article');
    await expect(first).toHaveTextContent('包裹 1快递公司顺丰速运运单号SF1402836571924');
    const timeline = within(first as HTMLElement).getByRole('list', { name: '包裹 1的物流轨迹' });
    const events = within(timeline).getAllByRole('listitem');
    await expect(events).toHaveLength(5);
    await expect(events[0]).toHaveTextContent('运输中');
    await expect(events[0]).toHaveTextContent('快件已到达【杭州转运中心】杭州市');
    await expect(events.at(-1)).toHaveTextContent('已揽收');
    await expect(second).toHaveTextContent('快递公司中国邮政 EMS');
    await expect(second).toHaveTextContent('包裹已出库，等待快递员揽收');

    await userEvent.click(canvas.getByRole('button', { name: '复制运单号 SF1402836571924' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('SF1402836571924');
    await expect(onToast).toHaveBeenCalledWith('复制成功', 'positive');

    await userEvent.click(canvas.getByRole('button', { name: '返回订单详情' }));
    await expect(onBackToOrder).toHaveBeenCalledWith('JY202611200003');
  },
};

/** Delivered: the one parcel's latest event is 已签收. */
export const Signed: Story = {
  args: { orderNo: 'JY202611100004' },
  play: async ({ canvas }) => {
    const timeline = await canvas.findByRole('list', { name: '包裹 1的物流轨迹' });
    await expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(/^已签收/);
    await expect(canvas.getByRole('article')).toHaveTextContent('已签收快件已签收，签收人：本人签收');
  },
};

/** An order that has not shipped: the server answers 409, the page says so and leads back to the order. */
export const NotShipped: Story = {
  args: { orderNo: 'JY202611230002' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '订单尚未发货' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回订单详情' }));
    await expect(onBackToOrder).toHaveBeenCalledWith('JY202611230002');
  },
};

/** A number the buyer has no order under (or another buyer's, which answers 404 too). */
export const NotFound: Story = {
  args: { orderNo: 'JY000000000000' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '找不到这个订单' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回我的订单' }));
    await expect(onBackToList).toHaveBeenCalledOnce();
  },
};

/** The parcels are on their way from the server: placeholders, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: createOrdersMock({ logisticsHangs: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('物流信息加载中');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The call failed: a message and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: createOrdersMock({ logisticsFails: true }).handlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('物流信息加载失败，请稍后重试。');
    await expect(within(alert).getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
