import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { card } from '../mocks/data';
import { GoodsCardsGrid } from './GoodsCardsGrid';

const meta = {
  title: 'Features/Search/GoodsCardsGrid',
  component: GoodsCardsGrid,
  args: {
    cards: [
      card(1, { title: '足金古法福字手镯', shopPriceFen: 1288000, shopPrice: '12880.00', hasPriceRange: false }),
      card(2, { title: '足金龙凤项链', shopPriceFen: 868000, shopPrice: '8680.00', marketingPrice: '9280.00' }),
      card(5, { title: '足金素圈戒指', shopPriceFen: 238000, shopPrice: '2380.00' }),
    ],
    'aria-label': '专题臻品（3 件）',
    productHref: (mouldNo: string) => `/goods?mouldNo=${mouldNo}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GoodsCardsGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A topic's pieces (issue #31 item 2) drawn as the goods list draws them: each card a link to its piece, with its
 * title, price and labels.
 */
export const TopicPieces: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: '专题臻品（3 件）' });
    const titles = within(grid).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual([
      '足金古法福字手镯',
      '足金龙凤项链',
      '足金素圈戒指',
    ]);
    await expect(grid).toHaveTextContent('12,880.00');
    await expect(within(grid).getAllByRole('link', { name: /足金古法福字手镯/ })[0]).toHaveAttribute(
      'href',
      '/goods?mouldNo=JYG00001',
    );
    // A label of a piece's activity shows on its card, as in the list.
    await expect(grid).toHaveTextContent('满2件95折');
  },
};
