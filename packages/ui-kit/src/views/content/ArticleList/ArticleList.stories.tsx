import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleList } from './ArticleList';

/** A small inline picture standing in for the server's generated cover artwork. */
const coverArt = (word: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#f3e6c4"/><text x="80" y="54" font-size="24" text-anchor="middle" fill="#8a5a00">${word}</text></svg>`,
  )}`;

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

/** Brand news: a cover picture before each row's text; the picture is decorative (the title names the link). */
export const WithCovers: Story = {
  args: {
    items: [
      {
        id: '32',
        title: '金缘珠宝“岁岁金安”新春系列上市',
        summary: '生肖金饰、福字吊坠与古法手镯同步上新，官方商城与全国门店同日发售。',
        href: '/detail?id=32',
        category: '新品发布',
        published: { dateTime: '2026-11-24T03:00:00.000Z', label: '2026年11月24日' },
        cover: coverArt('新春'),
      },
      {
        id: '31',
        title: '金缘珠宝上海南京东路旗舰店焕新开业',
        summary: '全新旗舰店设古法金工坊、钻石定制间与会员休息区。',
        href: '/detail?id=31',
        category: '门店动态',
        published: { dateTime: '2026-11-13T03:00:00.000Z', label: '2026年11月13日' },
        cover: coverArt('开业'),
      },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const first = canvas.getByRole('link', { name: /岁岁金安/ });
    await expect(first).toHaveAttribute('href', '/detail?id=32');
    const covers = canvasElement.querySelectorAll('img');
    await expect(covers).toHaveLength(2);
    // Decorative: no second name for the link, nothing for a screen reader to read twice.
    for (const cover of covers) await expect(cover).toHaveAttribute('alt', '');
    await expect(canvas.getByText('2026年11月13日')).toHaveAttribute('datetime', '2026-11-13T03:00:00.000Z');
    await userEvent.tab();
    await expect(first).toHaveFocus();
  },
};
