import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectedAt } from '../atoms/expectedAt';
import { alignItemsValues, justifyContentValues, spaces } from '../atoms/values';
import { Inline } from './Inline';

const tags = ['足金', '古法', '福字', '手镯', '婚嫁', '送礼', '999 千足金', '可刻字'];

const meta = {
  title: 'Primitives/Layout/Inline',
  component: Inline,
  args: { children: tags.map((tag) => <span key={tag}>{tag}</span>) },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'select', options: alignItemsValues },
    justify: { control: 'select', options: justifyContentValues },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement) => canvasElement.querySelector('span')?.parentElement as HTMLElement;

/** Side by side, 8 px apart (small, the default), wrapping when the row is full. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(rowOf(canvasElement));
    await expect(style.display).toBe('flex');
    await expect(style.flexDirection).toBe('row');
    await expect(style.flexWrap).toBe('wrap');
    await expect(style.columnGap).toBe('8px');
  },
};

/** In a narrow box the tags wrap onto a second line, with the same gap between the lines. */
export const Wrapping: Story = {
  args: { space: 'medium' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const first = canvas.getByText('足金').getBoundingClientRect();
    const last = canvas.getByText('可刻字').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
    await expect(getComputedStyle(canvas.getByText('足金').parentElement as HTMLElement).rowGap).toBe('12px');
  },
};

/** Responsive gap, centred on phones and flush right from the tablet on. */
export const Responsive: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    space: { mobile: 'xsmall', tablet: 'small', desktop: 'gutter' },
    justify: { mobile: 'center', tablet: 'flex-end' },
    align: 'center',
  },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(rowOf(canvasElement));
    await expect(style.columnGap).toBe(expectedAt({ mobile: '4px', tablet: '8px', desktop: '16px' }));
    await expect(style.justifyContent).toBe(expectedAt({ mobile: 'center', tablet: 'flex-end', desktop: 'flex-end' }));
    await expect(style.alignItems).toBe('center');
  },
};

/** One line: the children shrink rather than wrap. */
export const NoWrap: Story = {
  args: { wrap: false },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(rowOf(canvasElement)).flexWrap).toBe('nowrap');
  },
};

/** A list of like things: ul/li, no bullets. */
export const AsList: Story = {
  args: { as: 'ul', 'aria-label': '商品标签' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '商品标签' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(tags.length);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};
