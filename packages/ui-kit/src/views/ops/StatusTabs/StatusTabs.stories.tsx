import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Text } from '../../../primitives/typography/Text/Text';
import { StatusTabs } from './StatusTabs';

const meta = {
  title: 'Views/Ops/StatusTabs',
  component: StatusTabs,
  args: {
    'aria-label': '订单状态',
    selectedKey: 'toShip',
    onSelectionChange: fn(),
    tabs: [
      { id: 'all', label: '全部' },
      { id: 'toPay', label: '待付款', count: 3 },
      { id: 'toShip', label: '待发货', count: 12 },
      { id: 'shipped', label: '已发货', count: 1204 },
      { id: 'afterSale', label: '售后中', count: 0 },
    ],
    children: <Text>待发货的订单列表</Text>,
  },
  render: function Render(args) {
    const [selectedKey, setSelectedKey] = useState(args.selectedKey);
    return (
      <StatusTabs
        {...args}
        selectedKey={selectedKey}
        onSelectionChange={(id) => {
          setSelectedKey(id);
          args.onSelectionChange(id);
        }}
      />
    );
  },
} satisfies Meta<typeof StatusTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each tab reads its count with its name; zero draws none. Arrow keys move and select. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toShip = canvas.getByRole('tab', { name: '待发货 12' });
    await expect(toShip).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '售后中' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '已发货 1204' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('待发货的订单列表');
    await userEvent.click(canvas.getByRole('tab', { name: '待付款 3' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('toPay');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('toShip');
    await expect(canvas.getByRole('tab', { name: '待发货 12' })).toHaveFocus();
  },
};
