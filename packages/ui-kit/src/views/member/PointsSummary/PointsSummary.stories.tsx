import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PointsSummary } from './PointsSummary';

const meta = {
  title: 'Views/Member/PointsSummary',
  component: PointsSummary,
  args: {
    status: 'loaded',
    title: '我的积分',
    facts: [
      { id: 'points', label: '可用积分', value: '58,200' },
      { id: 'worth', label: '可抵扣', value: '¥1,164.00' },
      { id: 'giftCard', label: '礼品卡余额', value: '¥2,000.00' },
    ],
    note: '50 积分可抵 ¥1，下单时可用',
    loadingLabel: '正在加载积分',
    message: '积分暂时无法获取',
    retryLabel: '重新加载',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Points, what they are worth, and the gift card's balance (the gift card is on). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: '我的积分' });
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '可用积分',
      '可抵扣',
      '礼品卡余额',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '58,200',
      '¥1,164.00',
      '¥2,000.00',
    ]);
    await expect(panel).toHaveTextContent('50 积分可抵 ¥1，下单时可用');
  },
};

/** The gift card is switched off: points alone. */
export const WithoutGiftCard: Story = {
  args: {
    facts: [
      { id: 'points', label: '可用积分', value: '120' },
      { id: 'worth', label: '可抵扣', value: '¥2.40' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('礼品卡余额')).toBeNull();
  },
};

/** No points yet. */
export const Empty: Story = {
  args: {
    facts: [
      { id: 'points', label: '可用积分', value: '0' },
      { id: 'worth', label: '可抵扣', value: '¥0.00' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('0');
  },
};

/** Loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的积分' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载积分');
  },
};

/** The call failed: the reason and a retry. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('积分暂时无法获取');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
