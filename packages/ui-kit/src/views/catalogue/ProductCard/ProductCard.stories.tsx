import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductCard } from './ProductCard';
import { sampleThumb } from '../../../samples/artwork';
import { sampleDiamond as diamond, sampleProductLabels, sampleRing as ring } from './productSamples';

const meta = {
  title: 'Views/Catalogue/ProductCard',
  component: ProductCard,
  args: { product: ring, labels: sampleProductLabels },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A hot ring with several sizes: 起 after the lowest price and a quantity discount label (spec §9). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: '足金999 古法传承素圈戒指' });
    await expect(link).toHaveAttribute('href', '/goods?mouldNo=JY10001');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('足金999 古法传承素圈戒指');
    await expect(canvasElement).toHaveTextContent('¥3,580.00起');
    await expect(canvas.getByText('热卖')).toBeVisible();
    await expect(canvas.getByText('满2件9折')).toBeVisible();
    await expect(canvas.getByText('金缘 · 古法传承')).toBeVisible();
  },
};

/** A promotional price below the shop price leads, the shop price is struck (spec §9). */
export const Promo: Story = {
  args: { product: diamond },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('deletion')).toHaveTextContent('原价¥12,888.00');
    await expect(canvasElement).toHaveTextContent('现价¥9,999.00');
    await expect(canvas.getByText('新品')).toBeVisible();
  },
};

/**
 * The staff royalty shop: the rights-fund price leads under its visible word 权益金价 (which also
 * names it for screen readers), the shop price is struck; the yearly limit is a label.
 */
export const RightsFundPrice: Story = {
  args: {
    product: {
      ...ring,
      isFrom: false,
      isHot: false,
      promoFen: 286_400,
      priceCaption: '权益金价',
      labels: ['每年限兑1件'],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('权益金价¥2,864.00');
    await expect(canvasElement).not.toHaveTextContent('现价');
    await expect(canvas.getByRole('deletion')).toHaveTextContent('原价¥3,580.00');
    await expect(canvas.getByText('每年限兑1件')).toBeVisible();
  },
};

/** A promotional price that is not below the shop price is ignored (spec §9). */
export const PromoNotLower: Story = {
  args: { product: { ...diamond, promoFen: 1500000 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('deletion')).toBeNull();
    await expect(canvasElement).toHaveTextContent('¥12,888.00');
  },
};

/** A product without a picture shows the fallback; a long name is clamped to two lines. */
export const NoPictureLongTitle: Story = {
  args: {
    product: {
      id: 'JY10009',
      href: '/goods?mouldNo=JY10009',
      title: '足金999 五福临门 古法手工錾刻 宽版手镯 婚嫁三金 送妈妈 周年纪念 按克计价',
      shopFen: 2156000,
      isFrom: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/五福临门/);
    await expect(canvas.queryByText('热卖')).toBeNull();
  },
};

/** Both marks at once. */
export const HotAndNew: Story = {
  args: { product: { ...ring, thumb: sampleThumb('#a4141d'), isNew: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('热卖')).toBeVisible();
    await expect(canvas.getByText('新品')).toBeVisible();
  },
};
