import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceBreakdown } from './PriceBreakdown';

const meta = {
  title: 'Views/Catalogue/PriceBreakdown',
  component: PriceBreakdown,
  args: {
    title: '按克计价',
    labels: {
      goldPrice: '今日金价',
      goldWeight: '金重',
      labourFee: '工费',
      total: '售价',
      perGram: '元/克',
      gram: '克',
      surcharge: '定制费',
    },
    goldPriceFen: 102300,
    goldWeight: '3.52',
    labourFeeFen: 28800,
    totalFen: 388896,
    readingTime: '金价更新于 2026年2月14日 09:30',
    note: '价格随金价浮动，以下单时为准',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pure-gold ring: 1,023.00 元/克 × 3.52 克 + 288.00 = 3,888.96. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '按克计价' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '今日金价',
      '金重',
      '工费',
      '售价',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '¥1,023.00元/克',
      '3.52克',
      '¥288.00',
      '¥3,888.96',
    ]);
    await expect(canvas.getByText('金价更新于 2026年2月14日 09:30')).toBeVisible();
  },
};

/** A gold bar: no labour fee, no note. */
export const GoldBar: Story = {
  args: { goldPriceFen: 97800, goldWeight: '10.00', labourFeeFen: 0, totalFen: 978000, note: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥9,780.00')).toBeVisible();
    await expect(canvas.queryByText('价格随金价浮动，以下单时为准')).toBeNull();
  },
};

/** An engraved piece: the engraving fee is one more term. */
export const WithSurcharge: Story = {
  args: { surchargeFen: 5000, totalFen: 393896 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '今日金价',
      '金重',
      '工费',
      '定制费',
      '售价',
    ]);
    await expect(canvas.getByText('¥50.00')).toBeVisible();
  },
};
