import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { Text } from '../../../primitives/typography/Text/Text';
import { BagPage } from './BagPage';

const meta = {
  title: 'Views/Bag/BagPage',
  component: BagPage,
  args: {
    title: '购物袋',
    children: <Text as="p">足金古法传承手镯 ×1</Text>,
    footer: <Button tone="primary">结算</Button>,
  },
} satisfies Meta<typeof BagPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '购物袋' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '结算' })).toBeVisible();
  },
};

/** An empty bag has nothing to check out: no bar. */
export const Empty: Story = {
  args: { children: <Text as="p">购物袋是空的</Text>, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '结算' })).toBeNull();
  },
};
