import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { memberInfoStorageKey } from '../logic/memberInfo';
import { membershipHandlers } from '../mocks/membershipHandlers';
import { MembershipContainer } from './MembershipContainer';

const member = {
  uid: 2,
  uoid: 'C2',
  idToken: 't',
  nickname: '李先生',
  cardNo: '8800000002',
  card: { availablePoint: 58_200, cardLevelDesc: '钻石卡' },
};

const meta = {
  title: 'Features/Member/MembershipContainer',
  component: MembershipContainer,
  args: { onRoyalty: fn() },
  parameters: { app: { user: member }, msw: { handlers: membershipHandlers.member } },
  beforeEach: () => {
    localStorage.removeItem(memberInfoStorageKey);
  },
} satisfies Meta<typeof MembershipContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 李先生: points and their worth, the levels with his marked, the rules and both records. */
export const Member: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = await canvas.findByRole('region', { name: '我的积分' });
    await waitFor(() => expect(summary).toHaveTextContent('58,200'), { timeout: 8000 });
    // 58,200 points at 50 a 元.
    await expect(summary).toHaveTextContent('¥1,164.00');
    await expect(summary).toHaveTextContent('2026-12-31 到期积分12,300');
    const levels = await canvas.findByRole('table', { name: '会员等级与权益' }, { timeout: 8000 });
    await waitFor(() =>
      expect(
        within(levels)
          .getAllByRole('row')
          .find((row) => row.getAttribute('aria-current')),
      ).toHaveTextContent('钻石卡当前等级'),
    );
    await expect(canvas.getByText(/本年度已消费 ¥12,614.00，您已是最高等级钻石卡/)).toBeVisible();
    await expect(canvas.getByText('下单时可用积分抵扣，50 积分抵 1 元。')).toBeVisible();
    const ledger = await canvas.findByRole('table', { name: '积分明细' });
    await expect(within(ledger).getAllByRole('row')[3]).toHaveTextContent('消费获得有效期至 2027-12-31');
    await userEvent.click(canvas.getByRole('link', { name: '第 2 页' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('table', { name: '积分明细' })).getAllByRole('row')).toHaveLength(3),
    );
    await userEvent.click(canvas.getByRole('tab', { name: '消费记录' }));
    const spending = await canvas.findByRole('table', { name: '消费记录' });
    await expect(spending).toHaveTextContent('门店消费金缘珠宝 北京王府井店');
  },
};

/** A member who just joined: both records empty. */
export const Empty: Story = {
  parameters: { msw: { handlers: membershipHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '暂无积分记录' }, { timeout: 8000 })).toBeVisible();
  },
};

/** The calls fail: each part says so and offers a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: membershipHandlers.failing } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('会员等级暂时无法加载，请稍后再试', {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText('积分记录暂时无法加载，请稍后再试', {}, { timeout: 8000 })).toBeVisible();
    // The points panel (ui-kit PointsSummary) says so too, with its own retry.
    const summary = canvas.getByRole('region', { name: '我的积分' });
    await expect(summary).toHaveTextContent('积分暂时无法加载，请稍后再试');
    await expect(canvas.getAllByRole('button', { name: '重新加载' })).toHaveLength(3);
  },
};

/** While the records load: announced. */
export const Loading: Story = {
  parameters: { msw: { handlers: membershipHandlers.loading } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载记录')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '我的积分' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Staff have no membership: the way to the rights-fund mall instead. */
export const Staff: Story = {
  parameters: {
    app: { user: { uid: 9001, uoid: 'JY80001', idToken: 't', nickname: '林晓', isStaff: true, staffCode: 'JY80001' } },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '员工账号没有会员积分' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '前往权益金商城' }));
    await expect(args.onRoyalty).toHaveBeenCalledOnce();
  },
};
