import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, priceSizes } from './Price';

const meta = {
  title: 'Primitives/Data/Price',
  component: Price,
  // 足金999 古法福字手镯: a typical gold bangle price, in fen.
  args: { fen: 1288800, fromLabel: '起', originalLabel: '原价', currentLabel: '现价' },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    fen: { control: { type: 'number', step: 1 } },
    promoFen: { control: { type: 'number', step: 1 } },
  },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('12,888.00')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('¥12,888.00');
    await expect(canvas.queryByRole('deletion')).toBeNull();
  },
};

/** A product with several specifications (ring sizes, weights) shows its lowest price with 起 (spec §9). */
export const From: Story = {
  args: { fen: 358000, isFrom: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥3,580.00起');
  },
};

/** A promo price below the shop price leads; the shop price is struck and announced as 原价 (spec §9). */
export const Promo: Story = {
  args: { fen: 1288800, promoFen: 999900 },
  play: async ({ canvas }) => {
    const struck = canvas.getByRole('deletion');
    await expect(struck).toHaveTextContent('原价¥12,888.00');
    await expect(canvas.getByText('现价').parentElement).toHaveTextContent('现价¥9,999.00');
  },
};

/** A promo price that is not below the shop price is ignored (spec §9). */
export const PromoNotLower: Story = {
  args: { fen: 999900, promoFen: 1288800 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('deletion')).toBeNull();
    await expect(canvasElement).toHaveTextContent('¥9,999.00');
    await expect(canvasElement).not.toHaveTextContent('现价');
  },
};

/** A high-jewellery piece: thousands commas keep seven figures readable. */
export const LargeAmount: Story = {
  args: { fen: 128880000, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥1,288,800.00');
  },
};

export const Small: Story = { args: { fen: 49900, promoFen: 39900, size: 'small' } };

/** A gift (赠品) at no charge still shows two decimals. */
export const Zero: Story = {
  args: { fen: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥0.00');
  },
};
