import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { sampleProductLabels, sampleProducts } from '../ProductCard/productSamples';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import { ProductListLayout } from './ProductListLayout';

const meta = {
  title: 'Views/Catalogue/ProductListLayout',
  component: ProductListLayout,
  args: {
    breadcrumb: {
      'aria-label': '当前位置',
      items: [
        { id: 'home', label: '首页', href: '/' },
        { id: 'list', label: '戒指' },
      ],
    },
    title: '“戒指”的搜索结果',
    sort: {
      'aria-label': '排序',
      value: 'default',
      onChange: fn(),
      options: [
        { id: 'default', label: '综合', direction: 'none' },
        { id: 'sales', label: '销量', direction: 'none' },
        { id: 'priceAsc', label: '价格从低到高', direction: 'asc' },
      ],
    },
    count: '为您找到“戒指”相关商品 128 件',
    children: (
      <ProductGrid products={sampleProducts} labels={sampleProductLabels} aria-label="搜索结果" headingLevel={2} />
    ),
    pagination: {
      page: 1,
      pageCount: 4,
      onChange: fn(),
      pageHref: (page: number) => `/goodsList?keyword=戒指&page=${page}`,
      labels: { navigation: '分页', previous: '上一页', next: '下一页', page: (page: number) => `第 ${page} 页` },
    },
  },
} satisfies Meta<typeof ProductListLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The goods list: breadcrumb, heading, sort orders with the count, the results, the page links. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '“戒指”的搜索结果' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('128 件');
    await userEvent.click(canvas.getByRole('radio', { name: /销量/ }));
    await expect(args.sort?.onChange).toHaveBeenCalledWith('sales');
  },
};

/** The royalty shop: a muted line and a panel under the heading, a single page. */
export const WithLeadAndPanel: Story = {
  args: {
    title: '权益金商城',
    lead: '员工可使用年度权益金购买以下商品',
    intro: <p>权益金余额 ¥2,000.00</p>,
    count: '共 12 件',
    pagination: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('员工可使用年度权益金购买以下商品')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  },
};

/** The first load failed: the reason is announced with a retry, instead of the results. */
export const Failed: Story = {
  args: { count: undefined, failure: { message: '商品加载失败，请稍后再试', retryLabel: '重新加载', onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('商品加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.failure?.onRetry).toHaveBeenCalledOnce();
  },
};

/** The browsing history: no breadcrumb nor heading (the page has its own), the count and an action. */
export const ToolbarAction: Story = {
  args: {
    breadcrumb: undefined,
    title: undefined,
    sort: undefined,
    count: '共 36 件',
    toolbarAction: (
      <Button tone="neutral" size="small">
        清空足迹
      </Button>
    ),
    children: <EmptyState title="暂无浏览记录" description="去逛逛吧" headingLevel={2} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '清空足迹' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};
