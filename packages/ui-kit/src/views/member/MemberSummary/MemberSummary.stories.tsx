import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberSummary } from './MemberSummary';

const meta = {
  title: 'Views/Member/MemberSummary',
  component: MemberSummary,
  args: {
    status: 'loaded',
    name: '李先生',
    levelName: '钻石卡',
    facts: [
      { id: 'cardNo', label: '会员卡号', value: '8800000002' },
      { id: 'points', label: '可用积分', value: '58,200' },
      { id: 'days', label: '已加入', value: '2,901 天' },
    ],
    label: '会员信息',
    loadingLabel: '正在加载会员信息',
    fallbackMessage: '会员信息暂时无法获取，请稍后再试',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's info: name and title, card level, card number, points, days joined. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: '会员信息' });
    await expect(summary).toHaveTextContent('李先生');
    await expect(canvas.getByText('钻石卡')).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['会员卡号', '可用积分', '已加入']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '8800000002',
      '58,200',
      '2,901 天',
    ]);
    await expect(canvas.queryByText('会员信息暂时无法获取，请稍后再试')).toBeNull();
  },
};

/** Loading: placeholders, and the region says it is busy. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '会员信息' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载会员信息');
  },
};

/** The call failed: the defaults (spec §7) with a short note. */
export const Fallback: Story = {
  args: {
    status: 'fallback',
    name: '尊敬的会员',
    levelName: undefined,
    facts: [
      { id: 'cardNo', label: '会员卡号', value: '8800000002' },
      { id: 'points', label: '可用积分', value: '0' },
      { id: 'days', label: '已加入', value: '—' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('会员信息暂时无法获取，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '会员信息' })).toHaveTextContent('尊敬的会员');
  },
};

/** A long name and a large number wrap without breaking the pop-up. */
export const LongName: Story = {
  args: {
    name: '欧阳女士（尊享会员）',
    levelName: '黑金臻享卡',
    facts: [{ id: 'points', label: '可用积分', value: '1,234,567,890' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567,890')).toBeVisible();
  },
};
