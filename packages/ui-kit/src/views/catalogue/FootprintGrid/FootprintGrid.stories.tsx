import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProductLabels, sampleProducts } from '../ProductCard/productSamples';
import { FootprintGrid, type FootprintDayGroup, type FootprintGridLabels } from './FootprintGrid';

const labels: FootprintGridLabels = {
  ...sampleProductLabels,
  offSale: '已下架',
  addToBag: '加入购物袋',
  addToBagFor: (title) => `将${title}加入购物袋`,
  adding: '加入中',
};

const [first, second, third, fourth] = sampleProducts as [
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
];

const days: FootprintDayGroup[] = [
  { day: '2026-11-24', heading: '今天', items: [{ product: first, isOffSale: false }] },
  {
    day: '2026-11-23',
    heading: '昨天',
    items: [
      { product: second, isOffSale: false },
      { product: third, isOffSale: true },
    ],
  },
  { day: '2026-11-20', heading: '11月20日', items: [{ product: fourth, isOffSale: false }] },
];

const meta = {
  title: 'Views/Catalogue/FootprintGrid',
  component: FootprintGrid,
  args: { days, labels, onAddToBag: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FootprintGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading per day, newest first; the off-sale piece is marked and offers nothing to buy. */
export const ByDay: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['今天', '昨天', '11月20日']);
    await expect(headings[2]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20');
    await expect(canvas.getByText('已下架')).toBeVisible();
    // Three pieces on sale, three add buttons, each named after its piece.
    await expect(canvas.getAllByRole('button', { name: /加入购物袋/ })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: `将${third.title}加入购物袋` })).toBeNull();
  },
};

/** Keyboard: Tab reaches the piece's link then its add button; Enter adds it. */
export const AddToBag: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: first.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `将${first.title}加入购物袋` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToBag).toHaveBeenCalledWith(first);
  },
};

/** While one piece is added, its button shows progress and the others wait. */
export const Adding: Story = {
  args: { addingId: second.id },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: `将${first.title}加入购物袋` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `将${first.title}加入购物袋` }));
    await expect(args.onAddToBag).not.toHaveBeenCalled();
    await expect(canvas.getByText('加入中')).toBeInTheDocument();
  },
};

/** Without an add handler (a visitor's preview): cards only. */
export const ReadOnly: Story = {
  args: { onAddToBag: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};
