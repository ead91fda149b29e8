import { useSession } from '@mall/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { acceptedClausesStorageKey } from '../logic/clauses';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { memberHandlers } from '../mocks/handlers';
import { ClauseConsentContainer } from './ClauseConsentContainer';

const member = { uid: 2, uoid: 'C2', idToken: 't', nickname: '李先生', cardNo: '8800000002' };
const body = within(document.body);

/** Shows whether the story's session is still logged in, so the play function can see the logout. */
function SessionLine() {
  const { isLoggedIn } = useSession();
  return <p>{isLoggedIn ? '已登录' : '未登录'}</p>;
}

const meta = {
  title: 'Features/Member/ClauseConsentContainer',
  component: ClauseConsentContainer,
  args: {
    onLoggedOut: fn(),
    clauseHref: ({ clauseKey, clauseVersion }) => `/clause?key=${clauseKey}&version=${clauseVersion}`,
  },
  parameters: { app: { user: member } },
  beforeEach: () => {
    clearStaleAnnouncements();
    localStorage.removeItem(acceptedClausesStorageKey);
  },
  render: (args) => (
    <>
      <SessionLine />
      <ClauseConsentContainer {...args} />
    </>
  ),
} satisfies Meta<typeof ClauseConsentContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member who accepted only the older versions sees the notice after 1 s; agree records both. */
export const Agree: Story = {
  parameters: { msw: { handlers: memberHandlers.clausesOutdated() } },
  play: async ({ canvas, args, userEvent }) => {
    const notice = await body.findByRole('alertdialog', { name: '条款变更提示' }, { timeout: 8000 });
    await expect(within(notice).getByRole('link', { name: '《个人资料收集声明》（新窗口打开）' })).toHaveAttribute(
      'href',
      '/article/detail?clauseKey=personalInfoStatement&clauseVersion=V2',
    );
    await expect(within(notice).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(within(notice).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    await expect(JSON.parse(localStorage.getItem(acceptedClausesStorageKey) ?? '{}')).toEqual({
      C2: { userAgreement: 'V1', personalInfoStatement: 'V2', rewardPlanTerms: 'V2' },
    });
    await expect(canvas.getByText('已登录')).toBeVisible();
    await expect(args.onLoggedOut).not.toHaveBeenCalled();
    clearStaleAnnouncements();
  },
};

/** Disagree logs out and hands over to the app (which goes home). */
export const Disagree: Story = {
  parameters: { msw: { handlers: memberHandlers.clausesOutdated() } },
  play: async ({ canvas, args, userEvent }) => {
    const notice = await body.findByRole('alertdialog', { name: '条款变更提示' }, { timeout: 8000 });
    await userEvent.click(within(notice).getByRole('button', { name: '不同意并退出登录' }));
    await waitFor(() => expect(canvas.getByText('未登录')).toBeVisible());
    await expect(args.onLoggedOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    clearStaleAnnouncements();
  },
};

/** Recording fails: the reason shows and the notice stays. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [...memberHandlers.saveSignFailing, ...memberHandlers.clausesOutdated()] } },
  play: async ({ userEvent }) => {
    const notice = await body.findByRole('alertdialog', { name: '条款变更提示' }, { timeout: 8000 });
    await userEvent.click(within(notice).getByRole('button', { name: '同意' }));
    await expect(await within(notice).findByRole('alert')).toHaveTextContent('提交失败，请稍后再试');
    clearStaleAnnouncements();
  },
};

/** Every clause accepted: no notice. */
export const UpToDate: Story = {
  parameters: { msw: { handlers: memberHandlers.clausesCurrent() } },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(body.queryByRole('alertdialog')).toBeNull();
    clearStaleAnnouncements();
  },
};

/** Staff are exempt (spec §6). */
export const Staff: Story = {
  parameters: {
    app: { user: { uid: 9001, uoid: 'JY80001', idToken: 't', nickname: '林晓', isStaff: true, staffCode: 'JY80001' } },
    msw: { handlers: memberHandlers.clausesOutdated() },
  },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(body.queryByRole('alertdialog')).toBeNull();
    clearStaleAnnouncements();
  },
};
