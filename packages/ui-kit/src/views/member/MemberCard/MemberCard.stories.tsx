import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MemberCard, memberCardArts } from './MemberCard';

const meta = {
  title: 'Views/Member/MemberCard',
  component: MemberCard,
  argTypes: { art: { control: 'select', options: memberCardArts } },
  args: {
    status: 'loaded',
    art: 'diamond',
    label: '我的会员卡',
    brand: '金缘珠宝',
    name: '李先生',
    levelName: '钻石卡',
    facts: [
      { id: 'cardNo', label: '会员卡号', value: '8800 0000 02' },
      { id: 'daysJoined', label: '已加入', value: '2,901 天' },
    ],
    loadingLabel: '正在加载会员信息',
    fallbackMessage: '会员信息暂时无法获取',
    retryLabel: '重新加载',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 钻石卡, the top level: the holder, the level, the card number and the days joined. */
export const Diamond: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '我的会员卡' });
    await expect(card).toHaveAttribute('data-art', 'diamond');
    await expect(card).toHaveTextContent('李先生');
    await expect(canvas.getByText('钻石卡')).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['会员卡号', '已加入']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '8800 0000 02',
      '2,901 天',
    ]);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 金卡. */
export const Gold: Story = {
  args: { art: 'gold', name: '王女士', levelName: '金卡' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的会员卡' })).toHaveAttribute('data-art', 'gold');
    await expect(canvas.getByText('金卡')).toBeVisible();
  },
};

/** 银卡. */
export const Silver: Story = {
  args: { art: 'silver', name: '张太太', levelName: '银卡' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的会员卡' })).toHaveAttribute('data-art', 'silver');
  },
};

/** 普卡, the first level. */
export const Classic: Story = {
  args: {
    art: 'classic',
    name: '黄女士',
    levelName: '普卡',
    facts: [
      { id: 'cardNo', label: '会员卡号', value: '8800 0000 06' },
      { id: 'daysJoined', label: '已加入', value: '3 天' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的会员卡' })).toHaveAttribute('data-art', 'classic');
    await expect(canvas.getByText('3 天')).toBeVisible();
  },
};

/** Staff hold a staff card: nickname and staff code (spec §6), no membership data. */
export const Staff: Story = {
  args: {
    art: 'staff',
    label: '员工卡',
    name: '林晓',
    levelName: '员工',
    facts: [{ id: 'staffCode', label: '工号', value: 'JY80001' }],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '员工卡' });
    await expect(card).toHaveAttribute('data-art', 'staff');
    await expect(card).toHaveTextContent('林晓');
    await expect(canvas.getByRole('definition')).toHaveTextContent('JY80001');
  },
};

/** Loading: placeholders, and the card says it is busy. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的会员卡' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载会员信息');
    await expect(canvas.queryByText('李先生')).toBeNull();
  },
};

/** The call failed: the defaults (spec §7), the reason and a retry. */
export const Fallback: Story = {
  args: {
    status: 'fallback',
    art: 'classic',
    name: '尊敬的会员',
    levelName: undefined,
    facts: [{ id: 'cardNo', label: '会员卡号', value: '8800 0000 02' }],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('会员信息暂时无法获取');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
