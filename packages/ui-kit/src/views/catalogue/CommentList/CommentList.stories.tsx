import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CommentList } from './CommentList';

const photo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f8f1e0"/><circle cx="50" cy="52" r="26" fill="none" stroke="#c9a24a" stroke-width="8"/></svg>',
)}`;

const meta = {
  title: 'Views/Catalogue/CommentList',
  component: CommentList,
  args: {
    title: '商品评价',
    comments: [
      {
        id: 1,
        nickname: '王**',
        rating: 5,
        content: '做工很精致，福字很立体，戴上很显气质，送给妈妈的生日礼物，她很喜欢。',
        date: '2026-02-10',
        images: [photo],
      },
      {
        id: 2,
        nickname: '李**',
        rating: 4,
        content: '克重和描述一致，包装也很用心，就是物流慢了一天。',
        date: '2026-02-08',
      },
    ],
    ratingLabel: (rating: number) => `${rating}星，满分5星`,
    imageLabel: (position: number) => `晒单图片${position}`,
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    paginationLabels: {
      navigation: '评价分页',
      previous: '上一页',
      next: '下一页',
      page: (page: number) => `第 ${page} 页`,
    },
    emptyTitle: '暂无评价',
    loadingLabel: '评价加载中',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two reviews; the rating is read as text; the next page is asked for. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '商品评价' })).toBeVisible();
    await expect(canvas.getByText('5星，满分5星')).toBeInTheDocument();
    await expect(canvas.getByText('4星，满分5星')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '晒单图片1' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** While a page loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('评价加载中');
  },
};

/** No review yet. */
export const Empty: Story = {
  args: { comments: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无评价' })).toBeVisible();
  },
};

/**
 * A shopper's review from the order centre (issue #12 评价): posted anonymously (王**), its line
 * breaks kept, a long unbroken run wrapped, and six photos wrapping onto a second row.
 */
export const ShopperReview: Story = {
  args: {
    comments: [
      {
        id: 3,
        nickname: '王**',
        rating: 3,
        content: `戒圈偏小半号，客服很快帮忙换了。\n金色很正。\n${'很好'.repeat(60)}`,
        date: '2026-11-24',
        images: Array.from({ length: 6 }, () => photo),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('王**')).toBeVisible();
    await expect(canvas.getByText(/戒圈偏小半号/)).toHaveStyle({ whiteSpace: 'pre-line' });
    await expect(canvas.getByRole('img', { name: '晒单图片6' })).toBeVisible();
  },
};
