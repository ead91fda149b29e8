import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CentreSection } from './CentreSection';

const meta = {
  title: 'Views/Member/CentreSection',
  component: CentreSection,
  args: {
    title: '最近浏览',
    moreLabel: '查看全部',
    moreHref: '/member/footprints',
    children: <p>足金古法手镯 · 18K 金钻石项链 · 和田玉平安扣</p>,
  },
} satisfies Meta<typeof CentreSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the section; the link leads to the whole list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '最近浏览' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/member/footprints');
  },
};

/** Nothing to show: the note stands in for the content. */
export const Empty: Story = {
  args: { note: '暂无浏览记录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无浏览记录')).toBeInTheDocument();
    await expect(canvas.queryByText(/足金古法手镯/)).not.toBeInTheDocument();
  },
};
