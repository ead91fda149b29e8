import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeEmphases, badgeTones, CountBadge } from './Badge';

const meta = {
  title: 'Primitives/Feedback/Badge',
  component: Badge,
  args: { children: '预售' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('预售')).toBeVisible();
  },
};
export const Brand: Story = { args: { tone: 'brand', children: '热卖' } };
export const Gold: Story = { args: { tone: 'gold', children: '足金999' } };
export const Positive: Story = { args: { tone: 'positive', children: '现货' } };
export const Warning: Story = { args: { tone: 'warning', children: '即将超时' } };
export const Critical: Story = { args: { tone: 'critical', children: '仅剩2件' } };
export const Info: Story = { args: { tone: 'info', children: '新品' } };
export const Solid: Story = { args: { tone: 'brand', emphasis: 'solid', children: '满2件9折' } };

/** Every tone in both emphases, as they sit next to a product title. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeEmphases.map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', gap: 8 }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {args.children}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  args: { children: '满2件9折' },
};

/** The numeric variant used on the bag icon: the number, or 99+ beyond 99; nothing at zero. */
export const Count: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <CountBadge count={0} />
      <CountBadge count={3} />
      <CountBadge count={42} />
      <CountBadge count={120} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.queryByText('0')).toBeNull();
  },
};
