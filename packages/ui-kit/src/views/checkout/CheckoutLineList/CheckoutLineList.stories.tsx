import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutLineList } from './CheckoutLineList';

const thumb =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 80'%3E%3Crect width='80' height='80' fill='%23f8f1e0'/%3E%3Ccircle cx='40' cy='40' r='22' fill='none' stroke='%23c9a24a' stroke-width='6'/%3E%3C/svg%3E";

const meta = {
  title: 'Views/Checkout/CheckoutLineList',
  component: CheckoutLineList,
  args: {
    labels: { caption: '商品清单', goods: '商品', unitPrice: '单价', quantity: '数量', subtotal: '小计' },
    lines: [
      {
        id: '12:ringSize:12',
        title: '足金古法素圈戒指',
        thumb,
        facts: [
          { label: '金重', value: '3.52克' },
          { label: '手寸', value: '12号' },
        ],
        quantity: 1,
        unitPriceFen: 388896,
        subtotalFen: 388896,
      },
      {
        id: '31:',
        title: '18K金钻石项链 星光',
        thumb,
        facts: [
          { label: '净度', value: 'VS1' },
          { label: '颜色', value: 'F' },
          { label: '克拉', value: '0.30' },
          { label: '链长', value: '45cm' },
        ],
        quantity: 2,
        unitPriceFen: 699900,
        subtotalFen: 1399800,
      },
    ],
  },
} satisfies Meta<typeof CheckoutLineList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two pieces: each row reads title, category lines, unit price, quantity and subtotal. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '商品清单' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const ring = within(rows[1] as HTMLElement);
    await expect(ring.getByText('足金古法素圈戒指')).toBeVisible();
    await expect(ring.getAllByRole('term').map((term) => term.textContent)).toEqual(['金重', '手寸']);
    await expect(ring.getAllByRole('cell').map((cell) => cell.textContent)).toContain('¥3,888.96');
    await expect(within(rows[2] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('2');
  },
};

/** A piece now short of stock carries its notice. */
export const WithNotice: Story = {
  args: {
    lines: [
      {
        id: '12:',
        title: '足金古法素圈戒指',
        thumb,
        facts: [],
        quantity: 3,
        unitPriceFen: 388896,
        subtotalFen: 1166688,
        notice: '库存不足，仅剩 1 件',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('库存不足，仅剩 1 件')).toBeVisible();
  },
};
