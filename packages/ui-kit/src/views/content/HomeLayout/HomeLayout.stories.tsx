import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeLayout } from './HomeLayout';

const meta = {
  title: 'Views/Content/HomeLayout',
  component: HomeLayout,
  args: {
    children: (
      <>
        <div role="img" aria-label="新春贺岁 · 足金福字系列" style={{ aspectRatio: '3', background: '#f3ead7' }} />
        <section aria-label="精选专题">精选专题</section>
      </>
    ),
  },
} satisfies Meta<typeof HomeLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner over the floors. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '新春贺岁 · 足金福字系列' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '精选专题' })).toBeInTheDocument();
  },
};
