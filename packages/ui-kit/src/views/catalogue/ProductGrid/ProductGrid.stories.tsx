import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleProductLabels, sampleProducts } from '../ProductCard/productSamples';
import { ProductGrid, productGridColumns } from './ProductGrid';

const meta = {
  title: 'Views/Catalogue/ProductGrid',
  component: ProductGrid,
  args: { products: sampleProducts, labels: sampleProductLabels, 'aria-label': '搜索结果', loadingLabel: '商品加载中' },
  argTypes: { columns: { control: 'inline-radio', options: productGridColumns } },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '搜索结果' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(4);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/goods?mouldNo=JY10001',
      '/goods?mouldNo=JY10002',
      '/goods?mouldNo=JY10003',
      '/goods?mouldNo=JY10004',
    ]);
  },
};

/** Three per row, as in the search pop-up's recommendations. */
export const ThreeColumns: Story = { args: { columns: 3, products: sampleProducts.slice(0, 3) } };

/** Placeholders while the first page loads; the status is announced. */
export const Loading: Story = {
  args: { loading: true, loadingCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('商品加载中');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
