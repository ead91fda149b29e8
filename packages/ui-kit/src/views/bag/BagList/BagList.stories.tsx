import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  sampleBagLineLabels,
  sampleDiamondLine,
  sampleInvalidLine,
  samplePresaleLine,
  sampleRingLine,
} from '../BagLine/bagSamples';
import { Button } from '../../../primitives/controls/Button/Button';
import { BagList } from './BagList';

const meta = {
  title: 'Views/Bag/BagList',
  component: BagList,
  args: {
    lines: [sampleRingLine, sampleDiamondLine, samplePresaleLine],
    invalidLines: [sampleInvalidLine],
    selectedIds: new Set([sampleDiamondLine.id]),
    onSelectedChange: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    labels: { ...sampleBagLineLabels, invalidHeading: '失效商品' },
    empty: { title: '购物袋是空的', description: '挑选心仪的金饰，加入购物袋吧。' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BagList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer body: valid lines, then the invalid ones apart (spec §3). */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: '失效商品' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '增加数量' })[0]!);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(sampleRingLine.id, 2);
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 ${sampleRingLine.title}` }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(sampleRingLine.id, true);
  },
};

/** After sign-in the visitor's bag was merged: the notice says so. */
export const Merged: Story = {
  args: { notice: '已将您登录前加入的 2 件商品合并到购物袋', invalidLines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已将您登录前加入的 2 件商品合并到购物袋');
  },
};

/** The /cart page body, with a visible heading over the valid lines. */
export const Page: Story = {
  args: { labels: { ...sampleBagLineLabels, validHeading: '商品', invalidHeading: '失效商品' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '商品' })).toBeVisible();
  },
};

/** An empty bag. */
export const Empty: Story = {
  args: {
    lines: [],
    invalidLines: [],
    empty: {
      title: '购物袋是空的',
      description: '挑选心仪的金饰，加入购物袋吧。',
      action: <Button tone="primary">去逛逛</Button>,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '购物袋是空的' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去逛逛' })).toBeVisible();
  },
};
