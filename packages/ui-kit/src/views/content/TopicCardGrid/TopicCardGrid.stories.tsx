import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TopicCardGrid } from './TopicCardGrid';

const cover =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"%3E%3Crect width="16" height="9" fill="%23e8d9b5"/%3E%3C/svg%3E';

const meta = {
  title: 'Views/Content/TopicCardGrid',
  component: TopicCardGrid,
  args: {
    topics: [
      {
        id: 1,
        href: '/d?id=1',
        coverSrc: cover,
        title: '古法金 · 传承之美',
        subtitle: '手工錾刻的温度',
        countText: '12 件作品',
      },
      { id: 2, href: '/d?id=2', coverSrc: cover, title: '婚嫁系列', countText: '8 件作品' },
    ],
  },
} satisfies Meta<typeof TopicCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each card is one link to its topic. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /古法金 · 传承之美/ })).toHaveAttribute('href', '/d?id=1');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
