import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleProductLabels, sampleProducts } from '../ProductCard/productSamples';
import { ProductShelf } from './ProductShelf';

const meta = {
  title: 'Views/Catalogue/ProductShelf',
  component: ProductShelf,
  args: { title: '为您推荐', products: sampleProducts, labels: sampleProductLabels },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductShelf>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recommendations under an empty result: the heading names the section and the list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '为您推荐' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: '为您推荐' })).toBeInTheDocument();
  },
};
