import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectedAt } from '../atoms/expectedAt';
import { spaces } from '../atoms/values';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Primitives/Layout/Columns',
  component: Columns,
  args: {
    space: 'gutter',
    children: [
      <Column key="a" width="1/3">
        <p>商品图片</p>
      </Column>,
      <Column key="b">
        <p>足金999 古法福字手镯</p>
      </Column>,
    ],
  },
  argTypes: { space: { control: 'select', options: spaces } },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The column drawing a text. */
const columnOf = (canvasElement: HTMLElement, text: string) =>
  [...canvasElement.querySelectorAll('p')].find((p) => p.textContent === text)?.parentElement as HTMLElement;

/** A third and the rest: the third is a third of the row once the gap is taken out. */
export const ThirdAndFluid: Story = {
  play: async ({ canvasElement }) => {
    const third = columnOf(canvasElement, '商品图片').getBoundingClientRect();
    const rest = columnOf(canvasElement, '足金999 古法福字手镯').getBoundingClientRect();
    const row = (columnOf(canvasElement, '商品图片').parentElement as HTMLElement).getBoundingClientRect();
    await expect(rest.left - third.right).toBeCloseTo(16, 0);
    await expect(third.width).toBeCloseTo((row.width + 16) / 3 - 16, 0);
    await expect(third.top).toBe(rest.top);
  },
};

/** Halves: two equal columns. */
export const Halves: Story = {
  args: {
    space: 'large',
    children: [
      <Column key="a" width="1/2">
        <p>收货地址</p>
      </Column>,
      <Column key="b" width="1/2">
        <p>发票信息</p>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const left = columnOf(canvasElement, '收货地址').getBoundingClientRect();
    const right = columnOf(canvasElement, '发票信息').getBoundingClientRect();
    await expect(left.width).toBeCloseTo(right.width, 0);
    await expect(right.left - left.right).toBeCloseTo(24, 0);
  },
};

/** A picture as wide as its content, the text taking the rest, centred vertically. */
export const ContentWidth: Story = {
  args: {
    space: 'medium',
    align: 'center',
    children: [
      <Column key="a" width="content">
        <p>图</p>
      </Column>,
      <Column key="b">
        <p>足金999 古法福字手镯 圈口 56</p>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const picture = columnOf(canvasElement, '图');
    await expect(getComputedStyle(picture).flexGrow).toBe('0');
    await expect(getComputedStyle(picture.parentElement as HTMLElement).alignItems).toBe('center');
  },
};

/** Stacked on phones, side by side from the tablet on; the gap grows at desktop. */
export const CollapseBelowTablet: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { collapseBelow: 'tablet', space: { mobile: 'small', desktop: 'large' } },
  play: async ({ canvasElement }) => {
    const first = columnOf(canvasElement, '商品图片').getBoundingClientRect();
    const second = columnOf(canvasElement, '足金999 古法福字手镯').getBoundingClientRect();
    const isRow = expectedAt({ mobile: false, tablet: true, desktop: true });
    const gap = expectedAt({ mobile: 8, tablet: 8, desktop: 24 });
    if (isRow) {
      await expect(second.top).toBe(first.top);
      await expect(second.left - first.right).toBeCloseTo(gap, 0);
    } else {
      await expect(second.top - first.bottom).toBeCloseTo(gap, 0);
      await expect(first.width).toBeCloseTo(second.width, 0);
    }
  },
};
