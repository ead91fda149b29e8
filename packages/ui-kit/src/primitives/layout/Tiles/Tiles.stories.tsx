import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectedAt } from '../atoms/expectedAt';
import { spaces } from '../atoms/values';
import { tileColumns, Tiles } from './Tiles';

const goods = ['古法福字手镯', '足金转运珠', '钻石对戒', '铂金项链', '翡翠平安扣', '珍珠耳钉', '金条 10g', '生肖金章'];

const meta = {
  title: 'Primitives/Layout/Tiles',
  component: Tiles,
  args: { columns: 4, space: 'gutter', children: goods.map((name) => <span key={name}>{name}</span>) },
  argTypes: {
    space: { control: 'select', options: spaces },
    columns: { control: 'select', options: tileColumns },
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The left edges of the tiles on the first line. */
const firstLine = (canvasElement: HTMLElement) => {
  const tiles = [...canvasElement.querySelectorAll('span')].map((tile) => tile.getBoundingClientRect());
  return tiles.filter((tile) => tile.top === tiles[0]?.top);
};

/** Four even columns, 16 px apart. */
export const FourColumns: Story = {
  play: async ({ canvasElement }) => {
    const line = firstLine(canvasElement);
    await expect(line).toHaveLength(4);
    await expect(line[1]!.left - line[0]!.right).toBeCloseTo(16, 0);
    await expect(line[0]!.width).toBeCloseTo(line[3]!.width, 0);
  },
};

/** Two columns on phones, three on tablets, four at desktop; the gap grows with them. */
export const Responsive: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { columns: { mobile: 2, tablet: 3, desktop: 4 }, space: { mobile: 'small', tablet: 'gutter' } },
  play: async ({ canvasElement }) => {
    const line = firstLine(canvasElement);
    await expect(line).toHaveLength(expectedAt({ mobile: 2, tablet: 3, desktop: 4 }));
    await expect(line[1]!.left - line[0]!.right).toBeCloseTo(expectedAt({ mobile: 8, tablet: 16, desktop: 16 }), 0);
  },
};

/** A list of goods: ul/li, no bullets. */
export const AsList: Story = {
  args: { as: 'ul', 'aria-label': '热销商品', columns: 3, space: 'medium' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '热销商品' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(goods.length);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).columnGap).toBe('12px');
  },
};
