import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from '../StatusTag/StatusTag';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Views/Ops/DescriptionList',
  component: DescriptionList,
  args: {
    title: '基本信息',
    columns: 3,
    items: [
      { label: '订单编号', value: 'JY20261207001356' },
      { label: '订单状态', value: <StatusTag tone="info">待发货</StatusTag> },
      { label: '下单时间', value: '2026-12-07 10:21:08' },
      { label: '支付方式', value: '微信支付' },
      { label: '支付流水号', value: '4200002026120712345678' },
      { label: '实付金额', value: '¥12,680.00' },
      { label: '会员', value: '王女士（138****6620）' },
      { label: '配送方式', value: '顺丰速运（保价）' },
      { label: '买家留言', value: '请在周末送达，包装不要写珠宝字样。' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three pairs a row under the section heading; each term is a dt, its value the dd beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: '基本信息' });
    const terms = within(section).getAllByRole('term');
    await expect(terms).toHaveLength(9);
    await expect(terms[0]).toHaveTextContent('订单编号');
    await expect(within(section).getByText('JY20261207001356').tagName).toBe('DD');
  },
};

/** Two pairs a row. */
export const TwoColumns: Story = { args: { columns: 2, title: '收货信息' } };

/** One pair a row, without a heading (inside a panel that has its own). */
export const OneColumnUntitled: Story = {
  args: { columns: 1, title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getAllByRole('definition')).toHaveLength(9);
  },
};
