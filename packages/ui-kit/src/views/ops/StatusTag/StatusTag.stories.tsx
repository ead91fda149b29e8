import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { StatusTag, statusTones } from './StatusTag';

const meta = {
  title: 'Views/Ops/StatusTag',
  component: StatusTag,
  args: { children: '待发货', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: statusTones } },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待发货')).toBeVisible();
  },
};

/** Every tone with the words an order list uses; axe checks each one's contrast. */
export const AllTones: Story = {
  render: () => (
    <Inline space="small">
      <StatusTag tone="neutral">已取消</StatusTag>
      <StatusTag tone="info">待发货</StatusTag>
      <StatusTag tone="success">已完成</StatusTag>
      <StatusTag tone="warning">售后超时</StatusTag>
      <StatusTag tone="danger">退款失败</StatusTag>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const text of ['已取消', '待发货', '已完成', '售后超时', '退款失败']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
