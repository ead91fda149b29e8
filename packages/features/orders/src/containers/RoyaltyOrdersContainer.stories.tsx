import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyHrefs } from '../mocks/data';
import { royaltyOrdersHandlers, storyRoyaltyOrders } from '../mocks/handlers';
import { RoyaltyOrdersContainer } from './RoyaltyOrdersContainer';

const staff = {
  uid: 900_000_001,
  uoid: 'JY80001',
  idToken: 't',
  nickname: '林晓',
  isStaff: true,
  staffCode: 'JY80001',
};

const meta = {
  title: 'Features/Orders/RoyaltyOrdersContainer',
  component: RoyaltyOrdersContainer,
  args: {
    page: 1,
    onPageChange: fn(),
    pageHref: (page: number) => `/myIndex/royalty/order?page=${page}`,
    orderHref: storyHrefs.order,
    goodsHref: storyHrefs.goods,
    onBrowseShop: fn(),
  },
  parameters: { app: { user: staff }, msw: { handlers: royaltyOrdersHandlers() } },
} satisfies Meta<typeof RoyaltyOrdersContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fund's orders, newest first: status, the piece, what the fund paid, and the detail link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '权益金订单' }, { timeout: 8000 });
    const cards = list.querySelectorAll(':scope > li');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('JF202611213000008');
    await expect(cards[0]).toHaveTextContent('待发货');
    await expect(cards[0]).toHaveTextContent('权益金支付');
    await expect(cards[0]).toHaveTextContent('¥1,253.00');
    await expect(cards[1]).toHaveTextContent('交易成功');
    await expect(canvas.getAllByRole('link', { name: /订单详情/ })[0]).toHaveAttribute(
      'href',
      '/myIndex/order?orderNo=JF202611213000008',
    );
    await expect(canvas.getByText('共 2 笔权益金订单')).toBeVisible();
  },
};

/** More than a page: ten orders and page links below (real links, not followed here). */
export const Paged: Story = {
  parameters: {
    msw: {
      handlers: royaltyOrdersHandlers(
        Array.from({ length: 12 }, (_, index) => ({
          ...(storyRoyaltyOrders()[index % 2] as ReturnType<typeof storyRoyaltyOrders>[number]),
          orderNo: `JF2026110${String(index + 10)}300000${index}`,
        })),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 12 笔权益金订单', {}, { timeout: 8000 })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: '权益金订单分页' });
    await expect(within(pages).getByRole('link', { name: '第 2 页' })).toHaveAttribute(
      'href',
      '/myIndex/royalty/order?page=2',
    );
    await expect(canvas.getByRole('list', { name: '权益金订单' }).querySelectorAll(':scope > li')).toHaveLength(10);
  },
};

/** None yet: a way to the shop. */
export const Empty: Story = {
  parameters: { msw: { handlers: royaltyOrdersHandlers([]) } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '还没有权益金订单' }, { timeout: 8000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去权益金商城' }));
    await expect(args.onBrowseShop).toHaveBeenCalledOnce();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: royaltyOrdersHandlers([], 'hang') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '订单加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The call failed: the reason and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: royaltyOrdersHandlers([], 'fail') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      '权益金订单加载失败，请稍后重试',
    );
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
