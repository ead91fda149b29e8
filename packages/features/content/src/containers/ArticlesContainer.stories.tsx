import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { pageHandlers } from '../mocks/handlers';
import { ArticlesContainer } from './ArticlesContainer';

const onPageChange = fn();

const meta = {
  title: 'features/content/ArticlesContainer',
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
    await expect(await canvas.findByRole('link', { name: '品牌新闻' })).toHaveAttribute('href', `/article?category=${encodeURIComponent('品牌新闻')}&page=1`);
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

export const Loading: Story = { parameters: { msw: { handlers: pageHandlers.loading } } };

/** The call failed: a message and a retry, the filters stay. */
export const Failed: Story = {
  parameters: { msw: { handlers: pageHandlers.failing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('内容暂时无法加载'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
