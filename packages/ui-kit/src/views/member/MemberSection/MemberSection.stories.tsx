import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberSection } from './MemberSection';

const meta = {
  title: 'Views/Member/MemberSection',
  component: MemberSection,
  args: { title: '积分规则' },
} satisfies Meta<typeof MemberSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rules as a list under the heading. */
export const Rules: Story = {
  args: {
    rules: ['消费 1 元累计 1 积分', '100 积分可抵扣 1 元', '积分有效期至次年 12 月 31 日', '退货时扣回所得积分'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '积分规则' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Any content under the heading. */
export const WithContent: Story = {
  args: { title: '会员等级', children: <p>普通卡 · 金卡 · 铂金卡 · 钻石卡</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '会员等级' })).toBeInTheDocument();
  },
};
