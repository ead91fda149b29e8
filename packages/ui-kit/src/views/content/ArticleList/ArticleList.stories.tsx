import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleList } from './ArticleList';

const meta = {
  title: 'Views/Content/ArticleList',
  component: ArticleList,
  args: {
    items: [
      {
        id: '5',
        title: '黄金首饰的日常保养',
        summary: '远离香水与温泉，分开存放，定期到店免费清洗。',
        href: '/article/detail?id=5',
        category: '珠宝知识',
        published: { dateTime: '2026-11-20T08:00:00.000Z', label: '2026年11月20日' },
      },
      {
        id: '3',
        title: '新春系列上市',
        summary: '生肖金饰与福字吊坠，陪你迎接新的一年。',
        href: '/article/detail?id=3',
        category: '品牌新闻',
        published: { dateTime: '2026-11-11T08:00:00.000Z', label: '2026年11月11日' },
      },
    ],
  },
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** News and knowledge, newest first: each row is one link to the article. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('link', { name: /黄金首饰的日常保养/ });
    await expect(first).toHaveAttribute('href', '/article/detail?id=5');
    await expect(canvas.getByRole('heading', { level: 2, name: '珠宝知识黄金首饰的日常保养' })).toBeVisible();
    await expect(canvas.getByText('2026年11月20日')).toHaveAttribute('datetime', '2026-11-20T08:00:00.000Z');
    await userEvent.tab();
    await expect(first).toHaveFocus();
  },
};

/** Help pages: titles only, under a level-2 heading of their own. */
export const TitlesOnly: Story = {
  args: {
    headingLevel: 3,
    items: [
      { id: '12', title: '购物流程', href: '/helpCenter?id=12' },
      { id: '13', title: '支付方式', href: '/helpCenter?id=13' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
