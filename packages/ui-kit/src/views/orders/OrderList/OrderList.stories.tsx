import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { OrderCard } from '../OrderCard/OrderCard';
import type { OrderCardData } from '../OrderCard/OrderCard';
import {
  sampleOrderCardLabels,
  sampleShippedOrder,
  sampleSuccessfulOrder,
  sampleUnpaidOrder,
} from '../OrderCard/orderSamples';
import { OrderList, orderListStatuses, type OrderListProps } from './OrderList';

const onGoShopping = fn();

/** The order centre's sample orders, by the tab that lists them. */
const ordersByTab: Record<string, readonly OrderCardData[]> = {
  all: [sampleUnpaidOrder, sampleShippedOrder, sampleSuccessfulOrder],
  unpaid: [sampleUnpaidOrder],
  toShip: [
    {
      ...sampleUnpaidOrder,
      orderNo: 'JY202611210008',
      statusLabel: '待发货',
      statusTone: 'progress',
      amountLabel: '实付款',
      actions: [{ id: 'refund', label: '申请退款', tone: 'link' }],
    },
  ],
  toReceive: [sampleShippedOrder],
  done: [sampleSuccessfulOrder],
  afterSales: [{ ...sampleSuccessfulOrder, statusLabel: '退款中', statusTone: 'progress', actions: [] }],
};

function cards(tab: string) {
  return (ordersByTab[tab] ?? []).map((order) => (
    <OrderCard key={order.orderNo} order={order} labels={sampleOrderCardLabels} onAction={fn()} />
  ));
}

/** Story scaffolding: the container's part, holding the tab and the page and picking the cards. */
function ControlledOrderList(args: OrderListProps) {
  const [selectedTab, setSelectedTab] = useState(args.selectedTab);
  const [page, setPage] = useState(args.page);
  return (
    <OrderList
      {...args}
      selectedTab={selectedTab}
      onTabChange={(id) => {
        setSelectedTab(id);
        args.onTabChange(id);
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    >
      {args.status === 'ready' ? cards(selectedTab) : null}
    </OrderList>
  );
}

const meta = {
  title: 'Views/Orders/OrderList',
  component: OrderList,
  args: {
    tabs: [
      { id: 'all', label: '全部' },
      { id: 'unpaid', label: '待付款', count: 1 },
      { id: 'toShip', label: '待发货', count: 1 },
      { id: 'toReceive', label: '待收货', count: 1 },
      { id: 'done', label: '已完成' },
      { id: 'afterSales', label: '退款/售后' },
    ],
    tabsLabel: '订单状态',
    selectedTab: 'all',
    onTabChange: fn(),
    status: 'ready',
    loadingLabel: '订单加载中',
    empty: {
      title: '您还没有相关订单',
      description: '挑选心仪的金饰，开启您的第一笔订单吧。',
      action: (
        <Button tone="primary" onPress={onGoShopping}>
          去逛逛
        </Button>
      ),
    },
    error: { message: '订单加载失败，请检查网络后重试', retryLabel: '重新加载' },
    onRetry: fn(),
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    paginationLabels: { navigation: '订单分页', previous: '上一页', next: '下一页', page: (n: number) => `第 ${n} 页` },
  },
  argTypes: {
    status: { control: 'inline-radio', options: orderListStatuses },
    empty: { control: false },
    children: { control: false },
  },
  render: (args) => <ControlledOrderList key={`${args.selectedTab}-${args.status}`} {...args} />,
  beforeEach: () => {
    onGoShopping.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 全部: three orders as a list of cards in the 全部 panel; one page, so no pagination. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '待付款 1' })).toBeVisible();
    const panel = canvas.getByRole('tabpanel', { name: '全部' });
    await expect(within(panel).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: '订单分页' })).toBeNull();
  },
};

/** Choosing a tab reports it; the container then lists that tab's orders. */
export const SelectTab: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '待收货 1' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('toReceive');
    const panel = canvas.getByRole('tabpanel', { name: '待收货 1' });
    await expect(within(panel).getByRole('article', { name: '订单编号 JY202611180017' })).toBeVisible();
  },
};

/** One tab stop; arrow keys move between the status tabs and select them (the Tabs primitive). */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '待付款 1' })).toHaveFocus();
    await expect(args.onTabChange).toHaveBeenLastCalledWith('unpaid');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '退款/售后' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('done');
  },
};

export const Unpaid: Story = {
  args: { selectedTab: 'unpaid' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: '待付款 1' });
    await expect(within(panel).getByRole('button', { name: '去支付' })).toBeVisible();
  },
};

export const ToShip: Story = {
  args: { selectedTab: 'toShip' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('tabpanel', { name: '待发货 1' })).getByText('待发货')).toBeVisible();
  },
};

export const ToReceive: Story = {
  args: { selectedTab: 'toReceive' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: '待收货 1' });
    await expect(within(panel).getByRole('button', { name: '确认收货' })).toBeVisible();
  },
};

export const Done: Story = {
  args: { selectedTab: 'done' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('tabpanel', { name: '已完成' })).getByText('交易成功')).toBeVisible();
  },
};

export const AfterSales: Story = {
  args: { selectedTab: 'afterSales' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('tabpanel', { name: '退款/售后' })).getByText('退款中')).toBeVisible();
  },
};

/** Placeholders in the shape of cards; the panel is busy and says so once. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('订单加载中');
    await expect(canvas.getByRole('tabpanel')).toContainElement(canvas.getByRole('status'));
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A tab with no orders: the empty state and its way out. */
export const Empty: Story = {
  args: { status: 'empty', selectedTab: 'afterSales' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '您还没有相关订单' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去逛逛' }));
    await expect(onGoShopping).toHaveBeenCalledOnce();
  },
};

/** The list failed to load: the reason is announced, and 重新加载 asks again. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败，请检查网络后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Twelve pages of orders: the pagination under the cards reports the page chosen. */
export const ManyPages: Story = {
  args: { page: 3, pageCount: 12 },
  play: async ({ canvas, args, userEvent }) => {
    const pages = canvas.getByRole('navigation', { name: '订单分页' });
    await expect(within(pages).getByRole('link', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('link', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(within(pages).getByRole('link', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
  },
};
