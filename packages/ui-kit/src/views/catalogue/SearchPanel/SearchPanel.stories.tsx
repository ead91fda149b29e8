import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { sampleProductLabels, sampleProducts } from '../ProductCard/productSamples';
import { SearchPanel, type SearchPanelLabels } from './SearchPanel';

const labels: SearchPanelLabels = {
  field: '搜索商品',
  submit: '搜索',
  recent: '最近搜索',
  clearRecent: '清空最近搜索',
  hot: '热门搜索',
  nextHot: '换一批',
  recommend: '为您推荐',
  previousSlide: '上一组',
  nextSlide: '下一组',
  slidePosition: (index, count) => `第 ${index} 组，共 ${count} 组`,
  flagged: (rank) => `热搜第 ${rank} 名`,
  product: sampleProductLabels,
};

const hotWords = [
  '古法金',
  '钻戒',
  '黄金手镯',
  '转运珠',
  '对戒',
  '足金项链',
  '翡翠',
  '珍珠耳环',
  '金条',
  '生肖',
  '婚嫁三金',
  '铂金',
  'K金',
  '手链',
  '吊坠',
];

const meta = {
  title: 'Views/Catalogue/SearchPanel',
  component: SearchPanel,
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    placeholder: '古法金手镯',
    recent: [
      { id: '0', label: '戒指' },
      { id: '1', label: '***' },
      { id: '2', label: '足金吊坠' },
    ],
    onPickRecent: fn(),
    onClearRecent: fn(),
    hot: hotWords.map((word, index) => ({ id: String(index), label: word, isFlagged: index < 3 })),
    onPickHot: fn(),
    onNextHot: fn(),
    slides: [sampleProducts.slice(0, 3), sampleProducts.slice(3)],
    labels,
  },
} satisfies Meta<typeof SearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('search', { name: '搜索商品' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveAttribute('placeholder', '古法金手镯');
    // The first three hot keywords are flagged with their rank (spec §9).
    await expect(canvas.getByRole('button', { name: /热搜第 1 名\s*古法金/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /热搜第 3 名\s*黄金手镯/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '转运珠' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '对戒' }));
    await expect(args.onPickHot).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getByRole('button', { name: '换一批' }));
    await expect(args.onNextHot).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '足金吊坠' }));
    await expect(args.onPickRecent).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: '清空最近搜索' }));
    await expect(args.onClearRecent).toHaveBeenCalledOnce();
  },
};

/** A banned recorded word arrives masked and shows as *** (spec §4). */
export const BannedWordMasked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '***' })).toBeVisible();
  },
};

/** Enter submits the typed text; an empty field submits '' (the container searches the hint, spec §4). */
export const Typing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <SearchPanel {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: '搜索商品' });
    await userEvent.type(field, '戒指{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('戒指');
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith('');
  },
};

/** Recommendations three to a slide (spec §9), moved by previous and next. */
export const Slides: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: '第 1 组，共 2 组' }).querySelectorAll(':scope > li')).toHaveLength(
      3,
    );
    await expect(canvas.getByRole('button', { name: '上一组' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一组' }));
    await expect(canvas.getByRole('list', { name: '第 2 组，共 2 组' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '冰种翡翠 平安扣戒指' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一组' })).toBeDisabled();
  },
};

/** A first visit: no history, so only hot keywords and recommendations. */
export const NoHistory: Story = {
  args: { recent: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: '最近搜索' })).toBeNull();
  },
};

/** Nothing loaded yet or nothing to offer: just the field. */
export const FieldOnly: Story = {
  args: { recent: [], hot: [], slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};
