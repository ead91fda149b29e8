import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AttributePicker } from '../AttributePicker/AttributePicker';
import { MarketingBadges } from '../MarketingBadges/MarketingBadges';
import { PriceBreakdown } from '../PriceBreakdown/PriceBreakdown';
import { GoodsSummary, type GoodsSummaryProps } from './GoodsSummary';

function Controlled(args: GoodsSummaryProps) {
  const [quantity, setQuantity] = useState(args.quantity);
  return (
    <GoodsSummary
      {...args}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        args.onQuantityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Views/Catalogue/GoodsSummary',
  component: GoodsSummary,
  args: {
    title: '足金古法福字戒指',
    subtitle: '古法工艺 足金999 福字开口戒',
    brandLine: '金缘·古法 · 古法传承',
    labels: {
      price: '商城价',
      original: '原价',
      current: '现价',
      quantity: '数量',
      decrease: '减少数量',
      increase: '增加数量',
      addToBag: '加入购物袋',
      adding: '加入中',
    },
    priceFen: 388896,
    stockState: 'inStock',
    stockText: '有货',
    stock: 5,
    lines: [
      { label: '金重', value: '3.52克' },
      { label: '手寸', value: '12号' },
    ],
    quantity: 1,
    onQuantityChange: fn(),
    onAddToBag: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoodsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In stock: the quantity goes up and the button calls back. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '足金古法福字戒指' })).toBeVisible();
    await expect(canvas.getByText('3,888.96')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('有货');
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '加入购物袋' }));
    await expect(args.onAddToBag).toHaveBeenCalledOnce();
  },
};

/** A promotion: the promo price leads, the shop price is struck (spec §9). */
export const Promotion: Story = {
  args: {
    priceFen: 599900,
    promoFen: 539900,
    promotions: (
      <MarketingBadges label="促销" activities={[{ id: 1, label: '满2件9折', adWord: '任选两件，享九折' }]} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('原价')).toBeInTheDocument();
    await expect(canvas.getByText('5,399.00')).toBeVisible();
    await expect(canvas.getByText('满2件9折')).toBeVisible();
  },
};

/** A per-gram ring with its sizes and the breakdown. */
export const PerGramWithOptions: Story = {
  args: {
    breakdown: (
      <PriceBreakdown
        title="按克计价"
        labels={{
          goldPrice: '今日金价',
          goldWeight: '金重',
          labourFee: '工费',
          total: '售价',
          perGram: '元/克',
          gram: '克',
        }}
        goldPriceFen={102300}
        goldWeight="3.52"
        labourFeeFen={28800}
        totalFen={388896}
        readingTime="金价更新于 2026年2月14日 09:30"
      />
    ),
    options: (
      <AttributePicker
        label="手寸"
        value="12号"
        onChange={fn()}
        options={[
          { id: '11号', label: '11号' },
          { id: '12号', label: '12号' },
          { id: '13号', label: '13号', isDisabled: true, disabledReason: '已售罄' },
        ]}
      />
    ),
    stockState: 'low',
    stockText: '仅剩2件',
    stock: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '按克计价' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '13号 已售罄' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('仅剩2件');
  },
};

/** Sold out: no quantity, no adding. */
export const SoldOut: Story = {
  args: { stockState: 'soldOut', stockText: '已售罄', stock: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '加入购物袋' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('已售罄');
  },
};

/** The bag is not open yet: a note instead of a button that would do nothing. */
export const BagUnavailable: Story = {
  args: { onAddToBag: undefined, unavailableNote: '购物袋即将开放，敬请期待' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '加入购物袋' })).toBeNull();
    await expect(canvas.getByText('购物袋即将开放，敬请期待')).toBeVisible();
  },
};

/** An error from adding (a size not chosen). */
export const WithError: Story = {
  args: { errorMessage: '请选择手寸' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择手寸');
  },
};
