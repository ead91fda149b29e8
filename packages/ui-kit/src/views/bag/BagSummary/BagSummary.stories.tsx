import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BagSummary, type BagSummaryLabels } from './BagSummary';

const labels: BagSummaryLabels = {
  selectAll: '全选',
  selected: (count) => `已选 ${String(count)} 件`,
  goodsTotal: '商品总额',
  fullMinus: '满减优惠',
  quantityDiscount: '满件折优惠',
  orderTotal: '合计',
  checkout: '结算',
  checking: '正在核对商品',
};

const meta = {
  title: 'Views/Bag/BagSummary',
  component: BagSummary,
  args: {
    labels,
    isAllSelected: false,
    onSelectAllChange: fn(),
    onCheckout: fn(),
    selectedCount: 3,
    goodsTotalFen: 596_900,
    fullMinusFen: 8_000,
    quantityDiscountFen: 29_845,
    orderTotalFen: 559_055,
    notes: ['满2000减80 · 已减¥80.00', '满2件95折 · 已优惠¥298.45'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BagSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both discounts of spec §9 applied: goods total − full-minus − quantity discount. */
export const WithDiscounts: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement).toHaveTextContent('满减优惠-¥80.00');
    await expect(canvasElement).toHaveTextContent('满件折优惠-¥298.45');
    await expect(canvasElement).toHaveTextContent('合计¥5,590.55');
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onSelectAllChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '结算' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** No activity: only the goods total and the order total. */
export const NoDiscount: Story = {
  args: { fullMinusFen: 0, quantityDiscountFen: 0, orderTotalFen: 596_900, notes: [], isAllSelected: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('满减优惠');
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeChecked();
  },
};

/** Nothing selected: 结算 answers with the spec §5 message. */
export const NoneSelected: Story = {
  args: {
    selectedCount: 0,
    goodsTotalFen: 0,
    fullMinusFen: 0,
    quantityDiscountFen: 0,
    orderTotalFen: 0,
    notes: [],
    message: '请勾选要结算的商品',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请勾选要结算的商品');
  },
};

/** Staff skip marketing discounts (spec §6). */
export const Staff: Story = {
  args: {
    fullMinusFen: 0,
    quantityDiscountFen: 0,
    orderTotalFen: 596_900,
    notes: [],
    remark: '员工内购不参与营销优惠',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('员工内购不参与营销优惠')).toBeVisible();
  },
};

/** Checking the lines with the server before leaving. */
export const Checking: Story = {
  args: { isChecking: true },
};

/** The /cart page's bar. */
export const Page: Story = {
  args: { variant: 'page' },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
};

/** An empty bag: nothing to select or check out. */
export const Empty: Story = {
  args: {
    isEmpty: true,
    selectedCount: 0,
    goodsTotalFen: 0,
    fullMinusFen: 0,
    quantityDiscountFen: 0,
    orderTotalFen: 0,
    notes: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '结算' })).toBeDisabled();
  },
};
