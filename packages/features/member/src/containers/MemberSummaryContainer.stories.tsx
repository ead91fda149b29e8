import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { memberInfoStorageKey } from '../logic/memberInfo';
import { memberHandlers } from '../mocks/handlers';
import { MemberSummaryContainer } from './MemberSummaryContainer';

const member = {
  uid: 2,
  uoid: 'C2',
  idToken: 't',
  nickname: '李先生',
  cardNo: '8800000002',
  card: { availablePoint: 58_200, cardLevelDesc: '钻石卡' },
};

const meta = {
  title: 'Features/Member/MemberSummaryContainer',
  component: MemberSummaryContainer,
  parameters: { app: { user: member }, msw: { handlers: memberHandlers.memberInfo } },
  beforeEach: () => {
    localStorage.removeItem(memberInfoStorageKey);
  },
} satisfies Meta<typeof MemberSummaryContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: name and title, card level, card number, points and days joined from member/info. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: '会员信息' });
    await waitFor(() => expect(summary).toHaveTextContent('李先生'));
    await expect(summary).toHaveTextContent('钻石卡');
    await expect(summary).toHaveTextContent('8800000002');
    await expect(summary).toHaveTextContent('58,200');
    await expect(canvas.getAllByRole('definition').at(-1)).toHaveTextContent(/^\d[\d,]* 天$/);
    await expect(JSON.parse(localStorage.getItem(memberInfoStorageKey) ?? '{}').uid).toBe(2);
  },
};

/** While member/info answers: placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: memberHandlers.memberInfoLoading } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '会员信息' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** member/info failed: the defaults (spec §7) with a note; the session's card number still shows. */
export const Failed: Story = {
  parameters: { msw: { handlers: memberHandlers.memberInfoFailing } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('会员信息暂时无法获取，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '会员信息' })).toHaveTextContent('8800000002');
    await expect(localStorage.getItem(memberInfoStorageKey)).toBeNull();
  },
};

/** Staff have no membership data: nothing shows and nothing is fetched. */
export const Staff: Story = {
  parameters: {
    app: { user: { uid: 9001, uoid: 'JY80001', idToken: 't', nickname: '林晓', isStaff: true, staffCode: 'JY80001' } },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
