import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../../theme/contract.css';
import { Stack } from '../../layout/Stack/Stack';
import { iconNames } from '../../media/Icon/icons';
import { IconButton, iconButtonSizes, iconButtonTones } from './IconButton';

const meta = {
  title: 'Primitives/Controls/IconButton',
  component: IconButton,
  args: { label: '搜索', icon: 'search', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '搜索' });
    // Default hit area is 40 by 40, well above the 24 by 24 minimum (WCAG 2.2 2.5.8).
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(40);
    await expect(box.height).toBeGreaterThanOrEqual(40);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WithBadge: Story = {
  args: { label: '购物袋', icon: 'bag', badge: 3, badgeLabel: '购物袋，3件商品' },
  play: async ({ canvas, args, userEvent }) => {
    // The count is part of the accessible name, not only drawn.
    const button = canvas.getByRole('button', { name: '购物袋，3件商品' });
    await expect(button).toHaveTextContent('3');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Overflow99: Story = {
  // The name says what is drawn (99+), so speech users can say what they see (WCAG 2.5.3).
  args: { label: '购物袋', icon: 'bag', badge: 120, badgeLabel: '购物袋，99+件商品' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '购物袋，99+件商品' });
    await expect(button).toHaveTextContent('99+');
  },
};

export const EmptyBag: Story = {
  args: { label: '购物袋', icon: 'bag', badge: 0, badgeLabel: '购物袋，0件商品' },
  play: async ({ canvas }) => {
    // Nothing to count: no badge, and the name is the plain label.
    await expect(canvas.getByRole('button', { name: '购物袋' })).toHaveTextContent('');
  },
};

export const Disabled: Story = {
  args: { label: '删除', icon: 'close', isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '删除' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Inverse: Story = {
  args: { label: '关闭', icon: 'close', tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ display: 'inline-flex', padding: vars.space.gutter, background: vars.color.surfaceInverse }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Brand: Story = { args: { label: '在线客服', icon: 'service', tone: 'brand' } };

/** Every size; compact is exactly the 24 by 24 minimum target. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="center" space="medium">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: '搜索' });
    await expect(buttons).toHaveLength(iconButtonSizes.length);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};
