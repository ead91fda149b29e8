import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { defaultOrderSearch } from '../logic/orderQuery';
import { createOpsOrdersMock, storyStaff } from '../mocks/handlers';
import { OrderSearchContainer } from './OrderSearchContainer';

const meta = {
  title: 'Features/OpsOrders/OrderSearchContainer',
  component: OrderSearchContainer,
  args: {
    search: defaultOrderSearch,
    onSearchChange: fn(),
    orderHref: (orderNo: string) => `#order-${orderNo}`,
    onOpenOrder: fn(),
  },
  parameters: { app: { user: storyStaff }, msw: { handlers: createOpsOrdersMock().handlers } },
} satisfies Meta<typeof OrderSearchContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The orders from the server with each tab's count; a filter and a tab become a new search (issue #29). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = await canvas.findByRole('link', { name: 'JY20261207101500000011' }, { timeout: 8000 });
    await expect(link).toHaveAttribute('href', '#order-JY20261207101500000011');
    await expect(canvas.getByText('139****1234')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /待发货\s*1/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '收货人' }), '李');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ consignee: '李', page: 1 })),
    );
    await userEvent.click(canvas.getByRole('tab', { name: /已发货/ }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'shipped' })),
    );
  },
};

/** Sorting by amount is the server's: the header asks for a new search. */
export const SortByAmount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('link', { name: 'JY20261207101500000011' }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('columnheader', { name: /实付金额/ }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'payFen', page: 1 })),
    );
  },
};

/** Nothing matches: the table says so. */
export const Empty: Story = {
  args: { search: { ...defaultOrderSearch, orderNo: 'JY20990101000000000000' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合条件的订单', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The search failed: the server's message and a retry, the filters kept. */
export const Failed: Story = {
  parameters: { msw: { handlers: createOpsOrdersMock({ failList: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('订单服务暂时不可用', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
