import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { member, storyHrefs, storyLines } from '../mocks/data';
import { clearStaleAnnouncements, createOrdersMock, storyNow, storyRefund } from '../mocks/handlers';
import { OrderListContainer, type OrderListContainerProps } from './OrderListContainer';

const onQueryChange = fn();
const onGoShopping = fn();
const onBuyAgain = fn<OrderListContainerProps['onBuyAgain']>(() => Promise.resolve());
const onToast = fn();

const hrefs = {
  ...storyHrefs,
  list: ({ tab, page }: { tab: string; page: number }) => `/myIndex/orderList?tab=${tab}&page=${page}`,
};

const meta = {
  title: 'Features/Orders/OrderListContainer',
  component: OrderListContainer,
  args: { tab: 'all', page: 1, onQueryChange, hrefs, onGoShopping, onBuyAgain, onToast, now: storyNow },
  parameters: { app: { user: member }, msw: { handlers: createOrdersMock().handlers } },
  beforeEach: () => {
    onQueryChange.mockClear();
    onGoShopping.mockClear();
    onBuyAgain.mockClear();
    onToast.mockClear();
  },
} satisfies Meta<typeof OrderListContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** An order's card, once the list has loaded. */
const card = (canvas: Canvas, orderNo: string) => canvas.findByRole('article', { name: `订单编号 ${orderNo}` });
/** The names of a card's buttons and links in its 订单操作 group, in order (none when it has no group). */
const actionsOf = (article: HTMLElement) => {
  const group = within(article).queryByRole('group', { name: '订单操作' });
  return group ? [...group.querySelectorAll('a, button')].map((element) => element.textContent) : [];
};

/** A mocked server whose orders a story changes: put back before the story runs, so it reads the same every time. */
function changing(options: Parameters<typeof createOrdersMock>[0] = {}) {
  const mock = createOrdersMock(options);
  return { ...mock, beforeEach: () => mock.reset() };
}

/**
 * 全部: the member's five orders with every tab's count, each card with its status label and the
 * buttons the rules give it (spec §4): 去支付 is a link to the order's payment page.
 */
export const All: Story = {
  play: async ({ canvas }) => {
    const unpaid = await card(canvas, 'JY202611240001');
    await expect(canvas.getByRole('tab', { name: '全部 5' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['待付款 1', '待发货 1', '待收货 1', '已完成 1', '退款/售后'])
      await expect(canvas.getByRole('tab', { name })).toBeVisible();
    await expect(within(canvas.getByRole('tabpanel', { name: '全部 5' })).getAllByRole('article')).toHaveLength(5);

    await expect(within(unpaid).getByText('待付款')).toBeVisible();
    await expect(actionsOf(unpaid)).toEqual(['去支付', '取消订单']);
    await expect(within(unpaid).getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/submitSuccess?orderNo=JY202611240001',
    );
    await expect(within(unpaid).getByText('应付款')).toBeVisible();

    const toShip = await card(canvas, 'JY202611230002');
    await expect(within(toShip).getByText('待发货')).toBeVisible();
    await expect(actionsOf(toShip)).toEqual(['申请退款']);
    await expect(within(toShip).getByText('实付款')).toBeVisible();

    const shipped = await card(canvas, 'JY202611200003');
    await expect(within(shipped).getByText('已发货')).toBeVisible();
    await expect(actionsOf(shipped)).toEqual(['确认收货', '查看物流', '申请售后']);
    await expect(within(shipped).getByRole('link', { name: '查看物流' })).toHaveAttribute(
      'href',
      '/myIndex/branchOrder?orderNo=JY202611200003',
    );

    const done = await card(canvas, 'JY202611100004');
    await expect(within(done).getByText('交易成功')).toBeVisible();
    await expect(actionsOf(done)).toEqual(['查看物流', '申请售后', '评价']);
    // 评价 (issue #12): a link to the order's review form.
    await expect(within(done).getByRole('link', { name: '评价' })).toHaveAttribute(
      'href',
      '/myIndex/orderEvaluate?orderNo=JY202611100004',
    );

    const closed = await card(canvas, 'JY202611010005');
    await expect(within(closed).getByText('交易关闭')).toBeVisible();
    await expect(actionsOf(closed)).toEqual(['删除订单', '再次购买']);
    await expect(within(closed).getByRole('link', { name: '订单详情' })).toHaveAttribute(
      'href',
      '/myIndex/order?orderNo=JY202611010005',
    );
  },
};

/** Choosing a tab asks the app for that tab's first page (the app keeps it in the address). */
export const ChoosingATab: Story = {
  play: async ({ canvas, userEvent }) => {
    await card(canvas, 'JY202611240001');
    await userEvent.click(canvas.getByRole('tab', { name: '待收货 1' }));
    await expect(onQueryChange).toHaveBeenCalledOnce();
    await expect(onQueryChange).toHaveBeenCalledWith({ tab: 'toReceive', page: 1 });
  },
};

/** 待付款: only the unpaid order, and the tab is the selected one. */
export const UnpaidTab: Story = {
  args: { tab: 'unpaid' },
  play: async ({ canvas }) => {
    await card(canvas, 'JY202611240001');
    await expect(canvas.getByRole('tab', { name: '待付款 1' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: '待付款 1' });
    await expect(within(panel).getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('tab', { name: '全部 5' })).toBeVisible();
  },
};

const cancelling = changing();
/**
 * 取消订单 asks first; 确定取消 makes the call, closes the question, and every tab is asked again:
 * the order reads 交易关闭 (with 删除订单 and 再次购买) and 待付款 counts nothing.
 */
export const CancelAnOrder: Story = {
  parameters: { msw: { handlers: cancelling.handlers } },
  beforeEach: cancelling.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const unpaid = await card(canvas, 'JY202611240001');
    await userEvent.click(within(unpaid).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    await expect(dialog).toHaveTextContent('确定取消订单 JY202611240001 吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(cancelling.state.commands).toEqual([
      { path: expect.stringContaining('/order/cancel'), orderNo: 'JY202611240001' },
    ]);
    await waitFor(() => expect(within(unpaid).getByText('交易关闭')).toBeVisible());
    await expect(actionsOf(unpaid)).toEqual(['删除订单', '再次购买']);
    await expect(canvas.getByRole('tab', { name: '待付款' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部 5' })).toBeVisible();
    clearStaleAnnouncements();
  },
};

const refusing = changing({ commandRefusal: '订单已支付，无法取消' });
/** The server refuses: the question stays open with its words, and the order and counts are as they were. */
export const CancelFails: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  beforeEach: refusing.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const unpaid = await card(canvas, 'JY202611240001');
    await userEvent.click(within(unpaid).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('操作未成功：订单已支付，无法取消');
    await expect(within(dialog).getByRole('button', { name: '确定取消' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: '再想想' })).toBeEnabled();
    await expect(refusing.state.commands).toHaveLength(1);
    await expect(within(unpaid).getByText('待付款')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '待付款 1', hidden: true })).toBeInTheDocument();
  },
};

const keeping = changing();
/** 再想想 closes the question and nothing is sent. */
export const KeepIt: Story = {
  parameters: { msw: { handlers: keeping.handlers } },
  beforeEach: keeping.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const unpaid = await card(canvas, 'JY202611240001');
    await userEvent.click(within(unpaid).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(keeping.state.commands).toEqual([]);
    await expect(within(unpaid).getByText('待付款')).toBeVisible();
  },
};

const receiving = changing();
/** 确认收货 on the shipped order, confirmed: it reads 交易成功 and moves from 待收货 to 已完成. */
export const ConfirmReceipt: Story = {
  parameters: { msw: { handlers: receiving.handlers } },
  beforeEach: receiving.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const shipped = await card(canvas, 'JY202611200003');
    await userEvent.click(within(shipped).getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认收货' });
    await expect(dialog).toHaveTextContent('请确认您已收到订单 JY202611200003 的全部商品。');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(shipped).getByText('交易成功')).toBeVisible());
    await expect(receiving.state.commands).toEqual([
      { path: expect.stringContaining('/order/confirmReceipt'), orderNo: 'JY202611200003' },
    ]);
    await expect(canvas.getByRole('tab', { name: '已完成 2' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待收货' })).toBeVisible();
    clearStaleAnnouncements();
  },
};

/**
 * 再次购买 on the closed order: the server puts the ring in the bag and skips the points gift (spec §4); the shopper is
 * told how many were left out, then the app shows the bag.
 */
export const BuyAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    const closed = await card(canvas, 'JY202611010005');
    await userEvent.click(within(closed).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(onBuyAgain).toHaveBeenCalledOnce());
    await expect(onToast).toHaveBeenCalledWith('已将 1 件商品加入购物袋，另有 1 件已下架或售罄，未能加入', 'neutral');
  },
};

/** An order of three goods shows two; the toggle shows the third, and folds them again. */
export const ShowMoreGoods: Story = {
  play: async ({ canvas, userEvent }) => {
    const shipped = await card(canvas, 'JY202611200003');
    const goods = () => within(shipped).getAllByRole('link', { name: /足金|18K金|南洋金珠/ });
    await expect(goods().map((link) => link.textContent)).toEqual(['18K金 一克拉钻石吊坠', '南洋金珠 单颗耳钉']);
    const toggle = within(shipped).getByRole('button', { name: '查看其余 1 件商品' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(goods()).toHaveLength(3);
    await expect(within(shipped).getByRole('link', { name: '足金999 古法传承素圈戒指' })).toHaveAttribute(
      'href',
      '/goods?mouldNo=JY10001',
    );
    await expect(within(shipped).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The list is on its way: placeholders, announced once; no counts yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: createOrdersMock({ listHangs: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('订单加载中');
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A member without orders: 暂无订单, and 去逛逛 leads to the shop. */
export const Empty: Story = {
  parameters: { msw: { handlers: createOrdersMock({ orders: [] }).handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '暂无订单' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去逛逛' }));
    await expect(onGoShopping).toHaveBeenCalledOnce();
  },
};

/** The list cannot be loaded: said, with 重新加载. */
export const Failed: Story = {
  parameters: { msw: { handlers: createOrdersMock({ listFails: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('订单加载失败，请稍后重试');
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeEnabled();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const withRefunds = createOrdersMock({
  orders: [
    {
      orderNo: 'JY202611230011',
      orderState: 2,
      paymentState: 1,
      hoursAgo: 20,
      lines: [storyLines.bangle],
      refunds: [storyRefund({ refundNo: 'RF20261123170000000011', state: 'refunding' })],
    },
    {
      orderNo: 'JY202611200012',
      orderState: 7,
      paymentState: 2,
      hoursAgo: 90,
      lines: [storyLines.pearl],
      refunds: [storyRefund({ refundNo: 'RF20261120170000000012', state: 'refunded' })],
    },
    { orderNo: 'JY202611100013', orderState: 4, paymentState: 1, hoursAgo: 340, lines: [storyLines.ring] },
  ],
});
/**
 * 退款/售后: the orders with a refund, open or finished; each card says 退款中 or 已退款 beside its
 * status, and an order with a refund under way offers no second one.
 */
export const RefundTab: Story = {
  args: { tab: 'refund' },
  parameters: { msw: { handlers: withRefunds.handlers } },
  play: async ({ canvas }) => {
    const open = await card(canvas, 'JY202611230011');
    await expect(canvas.getByRole('tab', { name: '退款/售后 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(open).getByText('退款中')).toBeVisible();
    await expect(actionsOf(open)).toEqual([]);
    const done = await card(canvas, 'JY202611200012');
    await expect(within(done).getByText('已退款')).toBeVisible();
    await expect(canvas.queryByRole('article', { name: '订单编号 JY202611100013' })).toBeNull();
  },
};
