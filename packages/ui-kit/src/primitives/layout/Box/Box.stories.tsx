import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Layout/Box',
  component: Box,
  args: { children: '金缘珠宝 · 足金古法手镯' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { padding: 'gutter', background: 'surfaceMuted', borderRadius: 'medium' } };

export const AsLandmark: Story = {
  args: { as: 'section', 'aria-label': '今日金价', padding: 'large', background: 'goldSoft', color: 'goldText' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '今日金价' })).toBeVisible();
  },
};
