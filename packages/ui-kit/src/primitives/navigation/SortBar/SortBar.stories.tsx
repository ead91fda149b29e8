import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SortBar } from './SortBar';

const meta = {
  title: 'Primitives/Navigation/SortBar',
  component: SortBar,
  args: {
    'aria-label': '排序',
    value: 'default',
    onChange: fn(),
    options: [
      { id: 'default', label: '综合' },
      { id: 'newest', label: '新品' },
      { id: 'priceAsc', label: '价格从低到高', direction: 'asc' },
      { id: 'priceDesc', label: '价格从高到低', direction: 'desc' },
    ],
  },
} satisfies Meta<typeof SortBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: '排序' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '综合' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '价格从低到高' }));
    await expect(args.onChange).toHaveBeenCalledWith('priceAsc');
  },
};

/** Pressing the order in use again changes nothing. */
export const PriceDescending: Story = {
  args: { value: 'priceDesc' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '价格从高到低' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '价格从高到低' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
