import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { GiftCardPanel, type GiftCardPanelProps } from './GiftCardPanel';

function Controlled(props: GiftCardPanelProps) {
  const [isSelected, setSelected] = useState(props.isSelected);
  return (
    <GiftCardPanel
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Views/Checkout/GiftCardPanel',
  component: GiftCardPanel,
  render: (args) => <Controlled {...args} />,
  args: {
    labels: { title: '礼品卡', balance: '余额', use: '使用礼品卡余额支付', applied: '本单抵扣' },
    balanceFen: 50000,
    isSelected: false,
    onChange: fn(),
    appliedFen: 50000,
  },
} satisfies Meta<typeof GiftCardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance shows; ticking the box asks for it and shows what it pays. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '礼品卡' })).toHaveTextContent('余额¥500.00');
    await userEvent.click(canvas.getByRole('checkbox', { name: '使用礼品卡余额支付' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('本单抵扣')).toHaveTextContent('¥500.00');
  },
};

/** An empty card cannot be chosen. */
export const EmptyBalance: Story = {
  args: { balanceFen: 0, appliedFen: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '使用礼品卡余额支付' })).toBeDisabled();
  },
};
