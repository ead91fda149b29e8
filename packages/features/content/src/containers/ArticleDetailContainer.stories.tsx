import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pageHandlers } from '../mocks/handlers';
import { ArticleDetailContainer } from './ArticleDetailContainer';

const meta = {
  title: 'Features/Content/ArticleDetailContainer',
  component: ArticleDetailContainer,
  args: { target: { article: { id: 5 } } },
  parameters: { app: {}, layout: 'padded', msw: { handlers: pageHandlers.default } },
} satisfies Meta<typeof ArticleDetailContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An article: its title is the page's heading, then the date and the body. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '黄金首饰的日常保养' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '如何清洁' })).toBeVisible();
    await expect(canvas.getByText(/2026/)).toBeVisible();
  },
};

/** A clause version a member accepted (the seed's clauseUrl). */
export const Clause: Story = {
  args: { target: { clause: { clauseKey: 'userAgreement', clauseVersion: 'V2' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '用户协议（V2）' })).toBeVisible();
  },
};

/** A page found by its slug under a page heading of its own (/contact). */
export const BySlugWithoutTitle: Story = {
  args: { target: { article: { slug: 'contact' } }, titleLevel: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/400-820-1314/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '联系我们' })).toBeNull();
  },
};

/** A news item of /detail (asked with kind news): its title is the page's heading, the cover in its body. */
export const News: Story = {
  args: { target: { article: { id: 32, kind: 'news' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '金缘珠宝“岁岁金安”新春系列上市' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/足金999材质/)).toBeVisible();
  },
};

/** /detail with the id of an article that is not news: not found, as for an unknown id. */
export const NotNews: Story = {
  args: { target: { article: { id: 5, kind: 'news' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '文章不存在或已下线' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** No such article: a clear not-found state. */
export const NotFound: Story = {
  args: { target: { article: { id: 999 } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '文章不存在或已下线' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** /article/detail without an id: no call, a clear not-found state. */
export const WithoutTarget: Story = {
  args: { target: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '文章不存在或已下线' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: pageHandlers.loading } } };

export const Failed: Story = {
  parameters: { msw: { handlers: pageHandlers.failing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: '重试' })).toBeVisible(), { timeout: 5000 });
  },
};
