import { contentPaths } from '@mall/contract/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { pageHandlers } from '../mocks/handlers';
import { ArticlesContainer } from './ArticlesContainer';

const onPageChange = fn();

const meta = {
  title: 'Features/Content/ArticlesContainer',
  component: ArticlesContainer,
  args: {
    category: '',
    page: 1,
    listHref: ({ category, page }) => `/article?category=${encodeURIComponent(category)}&page=${page}`,
    articleHref: (id) => `/article/detail?id=${id}`,
    onPageChange,
  },
  parameters: { app: {}, layout: 'padded', msw: { handlers: pageHandlers.default } },
} satisfies Meta<typeof ArticlesContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every category, newest first; each row names its category and opens the article. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('link', { name: /黄金首饰的日常保养/ });
    await expect(first).toHaveAttribute('href', '/article/detail?id=5');
    await expect(canvas.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('link', { name: '品牌新闻' })).toHaveAttribute(
      'href',
      `/article?category=${encodeURIComponent('品牌新闻')}&page=1`,
    );
  },
};

/** One category chosen: only its articles, its filter marked current. */
export const OneCategory: Story = {
  args: { category: '品牌新闻' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /新春系列上市/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /黄金首饰的日常保养/ })).toBeNull();
    await expect(await canvas.findByRole('link', { name: '品牌新闻' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A category with nothing in it: an empty state, not a blank page. */
export const Empty: Story = {
  args: { category: '活动公告' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '暂无文章' })).toBeVisible();
  },
};

/**
 * Another category chosen: its list replaces the previous one, which never stays on show under the
 * new filter (nobody opens an article of the filter they just left).
 */
export const SwitchingCategory: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(contentPaths('mall').articleList, async ({ request }) => {
          if (new URL(request.url).searchParams.get('category') === '品牌新闻') await delay(800);
          return undefined;
        }),
        ...pageHandlers.default,
      ],
    },
  },
  render: function Render(args) {
    const [category, setCategory] = useState(args.category);
    return (
      <>
        <button type="button" onClick={() => setCategory('品牌新闻')}>
          切换到品牌新闻
        </button>
        <ArticlesContainer {...args} category={category} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: /黄金首饰的日常保养/ });
    await userEvent.click(canvas.getByRole('button', { name: '切换到品牌新闻' }));
    await expect(await canvas.findByRole('link', { name: '品牌新闻' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: /黄金首饰的日常保养/ })).toBeNull();
    await expect(await canvas.findByRole('link', { name: /新春系列上市/ }, { timeout: 3000 })).toBeVisible();
  },
};

/** /list: the brand's news, newest first, each row with its cover; the filters are the news categories. */
export const News: Story = {
  args: {
    kind: 'news',
    listHref: ({ category, page }) => `/list?category=${encodeURIComponent(category)}&page=${page}`,
    articleHref: (id) => `/detail?id=${id}`,
  },
  play: async ({ canvas, canvasElement }) => {
    const first = await canvas.findByRole('link', { name: /岁岁金安/ }, { timeout: 8000 });
    await expect(first).toHaveAttribute('href', '/detail?id=32');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('2026年11月24日')]),
    );
    await expect(canvasElement.querySelectorAll('li img')).toHaveLength(2);
    await expect(await canvas.findByRole('link', { name: '门店动态' })).toHaveAttribute(
      'href',
      `/list?category=${encodeURIComponent('门店动态')}&page=1`,
    );
    // Nothing of /article's kind is listed here.
    await expect(canvas.queryByRole('link', { name: /黄金首饰的日常保养/ })).toBeNull();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: pageHandlers.loading } } };

/** The call failed: a message and a retry, the filters stay. */
export const Failed: Story = {
  parameters: { msw: { handlers: pageHandlers.failing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('内容暂时无法加载'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
