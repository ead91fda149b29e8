import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { headingLevels } from '../../typography/Text/Text';
import { EmptyState, emptyStateIllustrations } from './EmptyState';

const onClearFilters = fn();
const onGoShopping = fn();

const meta = {
  title: 'Primitives/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: '没有找到相关商品',
    description: '换个关键词试试，例如“足金手镯”或“婚嫁金饰”。',
    illustration: 'box',
  },
  argTypes: {
    illustration: { control: 'inline-radio', options: emptyStateIllustrations },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    action: { control: false },
  },
  beforeEach: () => {
    onClearFilters.mockClear();
    onGoShopping.mockClear();
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search for 手镯 with filters that match nothing. */
export const NoResults: Story = {
  args: {
    action: (
      <Button tone="neutral" onPress={onClearFilters}>
        清除筛选条件
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '没有找到相关商品' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选条件' }));
    await expect(onClearFilters).toHaveBeenCalledOnce();
  },
};

/** The shopping bag drawer with nothing in it. */
export const EmptyBag: Story = {
  args: {
    title: '购物袋是空的',
    description: '挑选心仪的金饰，加入购物袋吧。',
    illustration: 'bag',
    headingLevel: 3,
    action: <Button onPress={onGoShopping}>去逛逛</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '购物袋是空的' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去逛逛' }));
    await expect(onGoShopping).toHaveBeenCalledOnce();
  },
};

/** Title only: a list that simply has no entries yet (e.g. 暂无浏览足迹). */
export const TitleOnly: Story = {
  args: { title: '暂无浏览足迹', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无浏览足迹' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
