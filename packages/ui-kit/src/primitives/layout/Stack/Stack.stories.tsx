import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack';

const items = ['足金', '钻石', '铂金', 'K金', '翡翠玉石', '珍珠', '金条/金章'];

const meta = {
  title: 'Primitives/Layout/Stack',
  component: Stack,
  args: { children: items.map((item) => <span key={item}>{item}</span>) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: 'row', space: 'large', align: 'center' } };
export const Wrapping: Story = { args: { direction: 'row', wrap: true, space: 'small' } };

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': '商品分类' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '商品分类' });
    await expect(list.querySelectorAll('li')).toHaveLength(items.length);
  },
};
