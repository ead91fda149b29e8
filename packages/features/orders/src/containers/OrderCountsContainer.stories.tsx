import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { member } from '../mocks/data';
import { createOrdersMock } from '../mocks/handlers';
import { OrderCountsContainer } from './OrderCountsContainer';

const listHref = ({ tab, page }: { tab: string; page: number }) => `/myIndex/orderList?tab=${tab}&page=${page}`;

const meta = {
  title: 'Features/Orders/OrderCountsContainer',
  component: OrderCountsContainer,
  args: { listHref },
  parameters: { app: { user: member }, msw: { handlers: createOrdersMock().handlers } },
} satisfies Meta<typeof OrderCountsContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The order list's own counts, one link per tab (not followed here: the story page would navigate
 * away); the counts match the list's tab strip because they are its answer.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const unpaid = await canvas.findByRole('link', { name: /待付款/ }, { timeout: 8000 });
    await expect(unpaid).toHaveAttribute('href', '/myIndex/orderList?tab=unpaid&page=1');
    await waitFor(() => expect(Number(unpaid.getAttribute('data-count'))).toBeGreaterThan(0), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: /退款\/售后/ })).toHaveAttribute(
      'href',
      '/myIndex/orderList?tab=refund&page=1',
    );
    await expect(canvas.getByRole('link', { name: '全部订单' })).toHaveAttribute(
      'href',
      '/myIndex/orderList?tab=all&page=1',
    );
  },
};

/** No orders yet: every count is 0. */
export const Empty: Story = {
  parameters: { msw: { handlers: createOrdersMock({ orders: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '0 待发货' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: createOrdersMock({ listHangs: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('订单加载中');
  },
};

/** The list failed: the reason and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: createOrdersMock({ listFails: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('订单加载失败，请稍后重试');
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
