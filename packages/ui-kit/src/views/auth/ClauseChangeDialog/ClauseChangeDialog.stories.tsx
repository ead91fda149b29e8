import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ClauseChangeDialog } from './ClauseChangeDialog';

const changed = [
  {
    id: 'personalInfoStatement',
    title: '《个人资料收集声明》',
    href: '/article/detail?clauseKey=personalInfoStatement&clauseVersion=V2',
    versionLabel: 'V2',
  },
  {
    id: 'rewardPlanTerms',
    title: '《金缘会员奖赏计划条款》',
    href: '/article/detail?clauseKey=rewardPlanTerms&clauseVersion=V2',
    versionLabel: 'V2',
  },
];

const meta = {
  title: 'Views/Auth/ClauseChangeDialog',
  component: ClauseChangeDialog,
  args: {
    isOpen: true,
    title: '条款变更提示',
    message: '为更好地保障您的权益，我们更新了以下条款。请您仔细阅读，同意后可继续使用商城服务：',
    clauses: changed,
    newTabLabel: '（新窗口打开）',
    agreeLabel: '同意',
    disagreeLabel: '不同意并退出登录',
    onAgree: fn(),
    onDisagree: fn(),
    busyLabel: '提交中',
  },
} satisfies Meta<typeof ClauseChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('alertdialog', { name: '条款变更提示' });

/** Two outdated clauses, each linking to its text; agree answers the notice. */
export const Outdated: Story = {
  play: async ({ args, userEvent }) => {
    const notice = await dialog();
    const links = within(notice).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(within(notice).getByRole('link', { name: '《个人资料收集声明》（新窗口打开）' })).toHaveAttribute(
      'href',
      '/article/detail?clauseKey=personalInfoStatement&clauseVersion=V2',
    );
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await userEvent.click(within(notice).getByRole('button', { name: '同意' }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
    await expect(args.onDisagree).not.toHaveBeenCalled();
  },
};

/** Disagree answers it too (the caller then logs out). */
export const Disagree: Story = {
  play: async ({ args, userEvent }) => {
    const notice = await dialog();
    await userEvent.click(within(notice).getByRole('button', { name: '不同意并退出登录' }));
    await expect(args.onDisagree).toHaveBeenCalledOnce();
    await expect(args.onAgree).not.toHaveBeenCalled();
  },
};

/** Keyboard only: focus starts inside, Tab cycles within the notice, Escape does not dismiss it, Enter agrees. */
export const Keyboard: Story = {
  play: async ({ args, userEvent }) => {
    const notice = await dialog();
    await waitFor(() => expect(notice).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(notice).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('alertdialog', { name: '条款变更提示' })).toBeVisible();
    const agree = within(notice).getByRole('button', { name: '同意' });
    agree.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAgree).toHaveBeenCalledOnce();
  },
};

/** One clause never accepted (a member who joined before the user agreement existed). */
export const Unaccepted: Story = {
  args: {
    clauses: [
      {
        id: 'userAgreement',
        title: '《金缘珠宝官方商城用户协议》',
        href: '/article/detail?clauseKey=userAgreement&clauseVersion=V1',
      },
    ],
  },
  play: async () => {
    const notice = await dialog();
    await expect(within(notice).getAllByRole('link')).toHaveLength(1);
  },
};

/** Recording the agreement: agree is busy, disagree waits. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ args, userEvent }) => {
    const notice = await dialog();
    await expect(within(notice).getByRole('button', { name: '不同意并退出登录' })).toBeDisabled();
    const agree = within(notice).getAllByRole('button').at(-1) as HTMLElement;
    await expect(agree).toHaveTextContent('同意');
    await userEvent.click(agree);
    await expect(args.onAgree).not.toHaveBeenCalled();
    await expect(args.onDisagree).not.toHaveBeenCalled();
  },
};

/** Recording failed: the reason is announced and both answers stay available. */
export const Failed: Story = {
  args: { errorMessage: '提交失败，请稍后再试' },
  play: async ({ args, userEvent }) => {
    const notice = await dialog();
    await expect(within(notice).getByRole('alert')).toHaveTextContent('提交失败，请稍后再试');
    await userEvent.click(within(notice).getByRole('button', { name: '同意' }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
  },
};

/** Closed: nothing on the page. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
