import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ListQuery } from '../logic/listQuery';
import { searchHandlers } from '../mocks/handlers';
import { GoodsListContainer, type GoodsListContainerProps } from './GoodsListContainer';

const noFilters: ListQuery['filters'] = { category: [], productType: [], style: [], brand: [], series: [], price: [] };

/** The container with its state held here, as the app holds it in the URL; the state on show is printed. */
function WithQuery({
  initial,
  ...props
}: Omit<GoodsListContainerProps, 'query' | 'onQueryChange'> & { initial: Partial<ListQuery> }) {
  const [query, setQuery] = useState<ListQuery>(() => ({
    keyword: '',
    filters: noFilters,
    sort: 'default',
    page: 1,
    ...initial,
  }));
  return (
    <>
      <output data-testid="query">{JSON.stringify(query)}</output>
      <GoodsListContainer {...props} query={query} onQueryChange={setQuery} />
    </>
  );
}

const meta = {
  title: 'Features/Search/GoodsListContainer',
  component: WithQuery,
  parameters: { app: {}, layout: 'fullscreen', msw: { handlers: searchHandlers.default } },
  args: {
    initial: { keyword: '戒指' },
    productHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
    homeHref: '/home',
    listHref: ({ page }: ListQuery) => `/goodsList?page=${page}`,
  },
} satisfies Meta<typeof WithQuery>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownPrices = (canvasElement: HTMLElement) =>
  // The first ¥ amount of a card is the price it shows (the promo price leads a struck shop price).
  [...canvasElement.querySelectorAll('ul[aria-label="商品列表"] > li')].map(
    (item) => /¥([\d,]+\.\d{2})/.exec(item.textContent ?? '')?.[1] ?? '',
  );

/** The results of a keyword: breadcrumb, count, filters with counts, sort, 20 a page. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '“戒指”的搜索结果' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('为您找到“戒指”相关商品 26 件', undefined, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('list', { name: '商品列表' }).querySelectorAll(':scope > li')).toHaveLength(20),
      { timeout: 8000 },
    );
    await expect(canvas.getAllByRole('link', { name: '18K金 六爪钻石戒指' })[0]).toHaveAttribute(
      'href',
      '/goods?mouldNo=JYG00002',
    );
    await expect(await canvas.findByRole('button', { name: /^铂金/ }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};

/** Choosing a condition narrows the list and goes into its state (the app keeps it in the URL). */
export const NarrowByCondition: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^铂金/ }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent('"category":["铂金"]'));
    await expect(await canvas.findByRole('button', { name: '移除 铂金' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Price from low to high orders the shown prices (state sort priceAsc). */
export const SortByPrice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('为您找到“戒指”相关商品 26 件', undefined, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('radio', { name: '价格从低到高' }));
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent('"sort":"priceAsc"'));
    await waitFor(() => {
      const prices = shownPrices(canvasElement).map((text) => Number(text.replace(/,/g, '')));
      expect(prices.length).toBe(20);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  },
};

/** The second page; the page links are the addresses the app builds. */
export const SecondPage: Story = {
  args: { initial: { keyword: '戒指', page: 2 } },
  play: async ({ canvas }) => {
    await waitFor(
      () => expect(canvas.getByRole('list', { name: '商品列表' }).querySelectorAll(':scope > li')).toHaveLength(6),
      { timeout: 8000 },
    );
    await expect(canvas.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', '/goodsList?page=1');
  },
};

/** Nothing found: a message and recommendations instead of a blank page. */
export const Empty: Story = {
  args: { initial: { keyword: '独角兽' } },
  parameters: { msw: { handlers: searchHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '没有找到“独角兽”相关商品' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '为您推荐' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '为您推荐' }).querySelectorAll(':scope > li')).toHaveLength(4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...searchHandlers.loading, ...searchHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('商品加载中', undefined, { timeout: 8000 })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [...searchHandlers.failing, ...searchHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('商品加载失败，请稍后重试');
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
