import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { checkoutPaths } from '@mall/contract/checkout';
import { authPaths } from '@mall/contract/auth';
import { memberInfoStorageKey } from '../logic/memberInfo';
import { memberHandlers, memberInfo } from '../mocks/handlers';
import { MemberOverviewContainer } from './MemberOverviewContainer';

const member = { uid: 2, uoid: 'C2', idToken: 't', nickname: '李先生', cardNo: '8800000002' };
const now = () => new Date('2026-11-24T12:00:00+08:00');
/** How many member/info calls of the Failed story fail before the server answers. */
let failuresLeft = 0;

const meta = {
  title: 'Features/Member/MemberOverviewContainer',
  component: MemberOverviewContainer,
  args: { now },
  parameters: {
    app: { user: member },
    msw: { handlers: [...memberHandlers.memberInfo, ...memberHandlers.points] },
  },
  beforeEach: () => {
    localStorage.removeItem(memberInfoStorageKey);
  },
} satisfies Meta<typeof MemberOverviewContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 李先生, 钻石卡 (the top level): the card, the top-level line, points, their worth and the gift card. */
export const TopLevel: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '我的会员卡' });
    await waitFor(() => expect(card).toHaveTextContent('李先生'), { timeout: 8000 });
    await expect(card).toHaveAttribute('data-art', 'diamond');
    await expect(card).toHaveTextContent('钻石卡');
    await expect(card).toHaveTextContent('8800 0000 02');
    // Joined 2018-11-30, today 2026-11-24 China time: day 2,917 counting the day of joining.
    await expect(card).toHaveTextContent('2917 天');
    await expect(canvas.getByRole('region', { name: '会员等级' })).toHaveTextContent(
      '您已是最高等级钻石卡，尊享全部会员礼遇',
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const points = canvas.getByRole('region', { name: '我的积分' });
    await waitFor(() => expect(points).toHaveTextContent('可用积分58,200'), { timeout: 8000 });
    // 58,200 points at 50 a yuan: ¥1,164.00.
    await expect(points).toHaveTextContent('可抵扣¥1,164.00');
    await waitFor(() => expect(points).toHaveTextContent('礼品卡余额¥2,000.00'), { timeout: 8000 });
    await expect(points).toHaveTextContent('50 积分可抵 ¥1');
  },
};

/** 王女士, 金卡: how far to 钻石卡 as a progress bar; the gift card is switched off. */
export const NextLevel: Story = {
  parameters: {
    app: { user: { ...member, uid: 1, nickname: '王女士', cardNo: '8800000001' } },
    msw: { handlers: [...memberHandlers.memberInfoGold, ...memberHandlers.pointsGiftCardOff] },
  },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: '距钻石卡的升级进度' }, { timeout: 8000 });
    // 36,820 spent of 80,000: 46 %.
    await expect(bar).toHaveAttribute('aria-valuenow', '46');
    await expect(bar).toHaveAttribute('aria-valuetext', '已完成 46%');
    await expect(canvas.getByRole('region', { name: '会员等级' })).toHaveTextContent(
      '再消费 ¥43,180.00 即可升级为钻石卡',
    );
    await expect(canvas.getByRole('region', { name: '我的会员卡' })).toHaveAttribute('data-art', 'gold');
    const points = canvas.getByRole('region', { name: '我的积分' });
    await waitFor(() => expect(points).toHaveTextContent('可抵扣¥2.40'), { timeout: 8000 });
    await expect(points).not.toHaveTextContent('礼品卡余额');
  },
};

/** While member/info and point/get answer: placeholders. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...memberHandlers.memberInfoLoading,
        http.post(checkoutPaths('mall').pointsGet, () => new Promise<never>(() => undefined)),
        http.get(checkoutPaths('mall').giftCardSwitch, () => new Promise<never>(() => undefined)),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '我的会员卡' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: '我的积分' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * member/info failed: the defaults (spec §7) with the reason and 重新加载, which asks again (the
 * failure was never cached) and shows the member once the server answers.
 */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(authPaths('mall').memberInfo, () => {
          if (failuresLeft === 0) return HttpResponse.json({ code: 200, msg: 'success', data: memberInfo });
          failuresLeft -= 1;
          return HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 });
        }),
        ...memberHandlers.points,
      ],
    },
  },
  beforeEach: () => {
    failuresLeft = 1;
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('会员信息暂时无法获取，请稍后再试');
    await expect(canvas.getByRole('region', { name: '我的会员卡' })).toHaveTextContent('8800 0000 02');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    const card = canvas.getByRole('region', { name: '我的会员卡' });
    await waitFor(() => expect(card).toHaveTextContent('钻石卡'), { timeout: 8000 });
    await expect(canvas.queryByText('会员信息暂时无法获取，请稍后再试')).toBeNull();
  },
};

/** point/get failed: the reason and a retry in the points panel; the card is unaffected. */
export const PointsFailed: Story = {
  parameters: { msw: { handlers: [...memberHandlers.memberInfo, ...memberHandlers.pointsFailing] } },
  play: async ({ canvas }) => {
    const points = await canvas.findByRole('region', { name: '我的积分' });
    await waitFor(() => expect(points).toHaveTextContent('积分暂时无法获取，请稍后再试'), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** Staff: a staff card with nickname and staff code, and no membership data asked for (spec §6). */
export const Staff: Story = {
  parameters: {
    app: {
      user: { uid: 900_000_001, uoid: 'JY80001', idToken: 't', nickname: '林晓', isStaff: true, staffCode: 'JY80001' },
    },
    msw: { handlers: [] },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '员工卡' });
    await expect(card).toHaveAttribute('data-art', 'staff');
    await expect(card).toHaveTextContent('林晓');
    await expect(card).toHaveTextContent('JY80001');
    await expect(canvas.queryByRole('region', { name: '我的积分' })).toBeNull();
  },
};
