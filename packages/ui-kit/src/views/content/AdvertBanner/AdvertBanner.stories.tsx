import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdvertBanner } from './AdvertBanner';

const banner =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 1"%3E%3Crect width="3" height="1" fill="%23c8a45c"/%3E%3C/svg%3E';

const meta = {
  title: 'Views/Content/AdvertBanner',
  component: AdvertBanner,
  args: { src: banner, alt: '新春贺岁 · 足金福字系列', href: '/d?id=1' },
} satisfies Meta<typeof AdvertBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A banner that leads to a topic. */
export const Linked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '新春贺岁 · 足金福字系列' })).toHaveAttribute('href', '/d?id=1');
  },
};

/** Leaving the mall: a new tab without the opener. */
export const External: Story = {
  args: { href: 'https://example.com/', isExternal: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** No link: the picture alone. */
export const PictureOnly: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '新春贺岁 · 足金福字系列' })).toBeInTheDocument();
  },
};
