import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SideNavLayout } from './SideNavLayout';

const meta = {
  title: 'Views/Content/SideNavLayout',
  component: SideNavLayout,
  args: {
    nav: (
      <nav aria-label="帮助中心">
        <a href="/helpCenter?id=1">如何选购</a>
      </nav>
    ),
    children: <article aria-label="如何选购">选购黄金首饰时，请认准足金标识……</article>,
  },
} satisfies Meta<typeof SideNavLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The navigation beside the page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '帮助中心' })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: '如何选购' })).toBeInTheDocument();
  },
};
