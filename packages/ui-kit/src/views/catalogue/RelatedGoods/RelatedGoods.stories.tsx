import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../../../primitives/data/Price/Price';
import { RelatedGoods } from './RelatedGoods';

const picture =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23e8d9b5"/%3E%3C/svg%3E';

const meta = {
  title: 'Views/Catalogue/RelatedGoods',
  component: RelatedGoods,
  args: {
    title: '猜你喜欢',
    items: [
      {
        id: 1,
        href: '/goods?mouldNo=JY10001',
        imageSrc: picture,
        title: '足金古法福字手镯',
        price: <Price fen={1288800} size="small" />,
      },
      {
        id: 2,
        href: '/goods?mouldNo=JY10002',
        imageSrc: picture,
        title: '18K 金钻石项链',
        price: <Price fen={599900} size="small" />,
      },
      {
        id: 3,
        href: '/goods?mouldNo=JY10003',
        imageSrc: picture,
        title: '和田玉平安扣吊坠',
        price: <Price fen={168000} size="small" />,
      },
    ],
  },
} satisfies Meta<typeof RelatedGoods>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each card is one link named by its title, to the piece's page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '猜你喜欢' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /足金古法福字手镯/ })).toHaveAttribute(
      'href',
      '/goods?mouldNo=JY10001',
    );
  },
};
