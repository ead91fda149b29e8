import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TopicCover } from './TopicCover';

const meta = {
  title: 'Views/Content/TopicCover',
  component: TopicCover,
  args: {
    src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 1"%3E%3Crect width="3" height="1" fill="%23c8a45c"/%3E%3C/svg%3E',
  },
} satisfies Meta<typeof TopicCover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cover is decorative: no name for assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
