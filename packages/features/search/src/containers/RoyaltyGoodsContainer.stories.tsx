import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { RoyaltyQuery } from '../logic/royaltyView';
import { royaltyHandlers } from '../mocks/handlers';
import { RoyaltyGoodsContainer, type RoyaltyGoodsContainerProps } from './RoyaltyGoodsContainer';

/** The container with its state held here, as the app holds it in the URL; the state on show is printed. */
function WithQuery({
  initial,
  ...props
}: Omit<RoyaltyGoodsContainerProps, 'query' | 'onQueryChange'> & { initial: Partial<RoyaltyQuery> }) {
  const [query, setQuery] = useState<RoyaltyQuery>(() => ({ sort: 'default', page: 1, ...initial }));
  return (
    <>
      <output data-testid="query">{JSON.stringify(query)}</output>
      <RoyaltyGoodsContainer {...props} query={query} onQueryChange={setQuery} />
    </>
  );
}

const staff = {
  uid: 900_000_001,
  uoid: 'staff-1',
  nickname: '林晓',
  idToken: 'token-staff',
  isStaff: true,
  staffCode: 'JY80001',
};
const customer = { uid: 1001, uoid: 'C0060580001', nickname: '王女士', idToken: 'token-1' };

const meta = {
  title: 'Features/Search/RoyaltyGoodsContainer',
  component: WithQuery,
  parameters: { app: {}, layout: 'fullscreen', msw: { handlers: royaltyHandlers.default } },
  args: {
    initial: {},
    productHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
    homeHref: '/home',
    shopHref: ({ page }: RoyaltyQuery) => `/royalty/goods?page=${page}`,
    onStaffSignIn: fn(),
  },
} satisfies Meta<typeof WithQuery>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('ul[aria-label="权益金商品"] > li')];
/** The rights-fund price each card leads with. */
const fundPrices = (canvasElement: HTMLElement) =>
  list(canvasElement).map((item) =>
    Number((/权益金价¥([\d,]+\.\d{2})/.exec(item.textContent ?? '')?.[1] ?? '').replace(/,/g, '')),
  );

/** A signed-in staff user: their balance, then 20 pieces a page at the rights-fund price. */
export const Staff: Story = {
  parameters: { app: { user: staff } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '员工权益金商城' })).toBeVisible();
    const panel = await canvas.findByRole('region', { name: '我的权益金' }, { timeout: 8000 });
    await waitFor(() => expect(panel).toHaveTextContent('可用余额¥6,320.00'), { timeout: 8000 });
    await expect(panel).toHaveTextContent('林晓 · 工号 JY80001');
    await expect(panel).toHaveTextContent('2026-12-31');
    await waitFor(() => expect(list(canvasElement)).toHaveLength(20), { timeout: 8000 });
    await expect(canvas.getByText('共 26 件可兑换商品')).toBeVisible();
    const first = list(canvasElement)[0] as HTMLElement;
    await expect(first).toHaveTextContent('权益金价');
    await expect(first.querySelector('del')).not.toBeNull();
    await expect(canvas.getAllByRole('link', { name: '足金999 古法传承素圈戒指 1' })[0]).toHaveAttribute(
      'href',
      '/goods?mouldNo=JYG00101',
    );
    // ¥6,320.00 covers the first pieces (from ¥480.00), not the dearest.
    await expect(first).not.toHaveTextContent('余额不足');
    await expect(list(canvasElement).at(-1) as HTMLElement).toHaveTextContent('余额不足');
  },
};

/** Fund price from low to high orders the cards and goes into the shop's state (the app keeps it in the URL). */
export const SortByFundPrice: Story = {
  parameters: { app: { user: staff } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(list(canvasElement)).toHaveLength(20), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('radio', { name: '权益金价从低到高' }));
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent('"sort":"priceAsc"'));
    await waitFor(() => {
      const prices = fundPrices(canvasElement);
      expect(prices).toHaveLength(20);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  },
};

/** The second page: the last six pieces; the page links are the addresses the app builds. */
export const SecondPage: Story = {
  args: { initial: { page: 2 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(list(canvasElement)).toHaveLength(6), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', '/royalty/goods?page=1');
  },
};

/** A nearly spent fund: every piece is marked 余额不足 and the panel says so. */
export const LowBalance: Story = {
  parameters: { app: { user: staff }, msw: { handlers: royaltyHandlers.lowBalance } },
  play: async ({ canvas, canvasElement }) => {
    const panel = await canvas.findByRole('region', { name: '我的权益金' }, { timeout: 8000 });
    await waitFor(() => expect(panel).toHaveTextContent('¥140.00'), { timeout: 8000 });
    await waitFor(() => expect(list(canvasElement)).toHaveLength(20), { timeout: 8000 });
    await expect(canvas.getAllByText('余额不足')).toHaveLength(20);
    await expect(panel).toHaveTextContent('余额已不足以兑换本页商品');
  },
};

/** A visitor: the list, a note that the fund is for staff, and the staff sign-in. */
export const Visitor: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: '员工专享' })).toHaveTextContent('仅限在职员工使用');
    await waitFor(() => expect(list(canvasElement)).toHaveLength(20), { timeout: 8000 });
    await expect(canvas.queryByText('余额不足')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '员工登录' }));
    await expect(args.onStaffSignIn).toHaveBeenCalledOnce();
  },
};

/** A signed-in customer: the note alone, no balance call. */
export const Customer: Story = {
  parameters: { app: { user: customer } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: '员工专享' })).toHaveTextContent('您当前登录的是顾客账号');
    await expect(canvas.queryByRole('button', { name: '员工登录' })).toBeNull();
    await waitFor(() => expect(list(canvasElement)).toHaveLength(20), { timeout: 8000 });
  },
};

/** The balance failed: the list still shows, and 重新加载 asks for the balance again. */
export const BalanceFailed: Story = {
  parameters: { app: { user: staff }, msw: { handlers: royaltyHandlers.balanceFailing } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert', undefined, { timeout: 8000 })).toHaveTextContent(
      '权益金余额暂时无法获取',
    );
    await waitFor(() => expect(list(canvasElement)).toHaveLength(20), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** The pieces are on their way: placeholders keep the layout. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...royaltyHandlers.loading, ...royaltyHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('商品加载中', undefined, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** The list failed to load: a message and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [...royaltyHandlers.failing, ...royaltyHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('权益金商品加载失败，请稍后重试', undefined, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** Nothing in the shop yet: an empty state instead of a blank page. */
export const Empty: Story = {
  parameters: { msw: { handlers: royaltyHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '权益金商城暂无商品' }, { timeout: 8000 })).toBeVisible();
  },
};
