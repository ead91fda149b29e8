import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectedAt } from '../atoms/expectedAt';
import { Stack } from './Stack';

const items = ['足金', '钻石', '铂金', 'K金', '翡翠玉石', '珍珠', '金条/金章'];

const meta = {
  title: 'Primitives/Layout/Stack',
  component: Stack,
  args: { children: items.map((item) => <span key={item}>{item}</span>) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stack is the children's parent: its layout is read from it. */
const stackOf = (canvasElement: HTMLElement) => canvasElement.querySelector('span')?.parentElement as HTMLElement;

/** Children one under another, 12 px apart (medium, the default). */
export const Column: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.display).toBe('flex');
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe('12px');
  },
};

export const Row: Story = {
  args: { direction: 'row', space: 'large', align: 'center', justify: 'space-between' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.flexDirection).toBe('row');
    await expect(style.columnGap).toBe('24px');
    await expect(style.alignItems).toBe('center');
    await expect(style.justifyContent).toBe('space-between');
    await expect(style.flexWrap).toBe('nowrap');
  },
};

export const Wrapping: Story = {
  args: { direction: 'row', wrap: true, space: 'small' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.flexWrap).toBe('wrap');
    await expect(style.columnGap).toBe('8px');
  },
};

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': '商品分类' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '商品分类' });
    await expect(list.querySelectorAll('li')).toHaveLength(items.length);
    // The stack spaces the items: no bullets, no indent.
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

/** Responsive: a column on phones, a row from the tablet on; the gap grows with the width. */
export const Responsive: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { direction: { mobile: 'column', tablet: 'row' }, space: { mobile: 'small', desktop: 'large' } },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(stackOf(canvasElement));
    await expect(style.flexDirection).toBe(expectedAt({ mobile: 'column', tablet: 'row', desktop: 'row' }));
    await expect(style.rowGap).toBe(expectedAt({ mobile: '8px', tablet: '8px', desktop: '24px' }));
  },
};
