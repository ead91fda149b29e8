import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RightsFundPanel } from './RightsFundPanel';

const meta = {
  title: 'Views/Member/RightsFundPanel',
  component: RightsFundPanel,
  args: {
    status: 'balance',
    title: '我的权益金',
    holder: '林晓 · 工号 JY80001',
    balanceLabel: '可用余额',
    balanceFen: 632_000,
    facts: [
      { id: 'granted', label: '2026 年度发放', value: '¥8,000.00' },
      { id: 'used', label: '已使用', value: '¥1,680.00' },
      { id: 'expires', label: '有效期至', value: '2026-12-31' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RightsFundPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in staff user: the balance leads, then granted, used and until when. */
export const Balance: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: '我的权益金' });
    await expect(panel).toHaveTextContent('可用余额¥6,320.00');
    await expect(canvas.getByText('林晓 · 工号 JY80001')).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '2026 年度发放',
      '已使用',
      '有效期至',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '¥8,000.00',
      '¥1,680.00',
      '2026-12-31',
    ]);
  },
};

/** Nearly spent: a note says most pieces are beyond the balance. */
export const LowBalance: Story = {
  args: {
    holder: '吴昊 · 工号 JY80003',
    balanceFen: 14_000,
    facts: [
      { id: 'granted', label: '2026 年度发放', value: '¥3,000.00' },
      { id: 'used', label: '已使用', value: '¥2,860.00' },
      { id: 'expires', label: '有效期至', value: '2026-12-31' },
    ],
    note: '余额不足以兑换本页的商品，标有“余额不足”的商品暂不可兑换。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的权益金' })).toHaveTextContent('¥140.00');
    await expect(canvas.getByText(/余额不足以兑换/)).toBeVisible();
  },
};

/** A visitor: the fund is for staff only, with the staff sign-in. */
export const Guest: Story = {
  args: {
    status: 'guest',
    title: '员工专享',
    message: '权益金商城仅限在职员工使用。员工登录后可查看权益金余额，并以权益金价兑换以下商品。',
    actionLabel: '员工登录',
    onAction: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '员工专享' })).toHaveTextContent('仅限在职员工使用');
    await userEvent.click(canvas.getByRole('button', { name: '员工登录' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** A signed-in customer: the note alone (a customer account cannot turn into a staff one here). */
export const Customer: Story = {
  args: {
    status: 'guest',
    title: '员工专享',
    message: '权益金商城仅限在职员工使用，您当前登录的是顾客账号。如您是员工，请退出后使用员工账号登录。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/顾客账号/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The balance is on its way: placeholders, and the region says it is busy. */
export const Loading: Story = {
  args: { status: 'loading', loadingLabel: '正在加载权益金' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的权益金' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载权益金');
  },
};

/** The balance failed to load: the message is announced, and Enter on 重试 asks again. */
export const Error: Story = {
  args: { status: 'error', message: '权益金余额暂时无法获取，请稍后再试。', retryLabel: '重试', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('权益金余额暂时无法获取');
    canvas.getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
