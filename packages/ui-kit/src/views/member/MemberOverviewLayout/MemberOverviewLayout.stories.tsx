import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberOverviewLayout } from './MemberOverviewLayout';

const meta = {
  title: 'Views/Member/MemberOverviewLayout',
  component: MemberOverviewLayout,
  args: {
    card: <section aria-label="会员卡">金卡会员 · 张女士</section>,
    side: (
      <>
        <section aria-label="会员等级">距铂金卡还差 ¥3,200</section>
        <section aria-label="积分">可用积分 12,800</section>
      </>
    ),
  },
} satisfies Meta<typeof MemberOverviewLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: the card, and beside it the level and the points. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '会员卡' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '积分' })).toBeInTheDocument();
  },
};

/** Staff: the card alone. */
export const Staff: Story = {
  args: { card: <section aria-label="员工卡">员工 · 李经理</section>, side: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: '积分' })).not.toBeInTheDocument();
  },
};
