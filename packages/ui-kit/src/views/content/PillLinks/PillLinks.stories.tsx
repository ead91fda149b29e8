import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PillLinks } from './PillLinks';

const meta = {
  title: 'Views/Content/PillLinks',
  component: PillLinks,
  args: {
    navigationLabel: '城市',
    links: [
      { key: 'all', label: '全部', href: '/stores', current: false },
      { key: 'sz', label: '深圳', href: '/stores?city=深圳', current: true },
      { key: 'gz', label: '广州', href: '/stores?city=广州', current: false },
    ],
  },
} satisfies Meta<typeof PillLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filters: a named navigation, the chosen one marked as the current page. */
export const Filters: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '城市' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '深圳' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A topic's pieces: a plain list of links. */
export const Plain: Story = {
  args: {
    navigationLabel: undefined,
    links: [
      { key: 'JY10001', label: '款号 JY10001', href: '/goods?mouldNo=JY10001' },
      { key: 'JY10002', label: '款号 JY10002', href: '/goods?mouldNo=JY10002' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
