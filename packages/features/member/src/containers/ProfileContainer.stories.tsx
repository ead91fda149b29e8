import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { memberInfoStorageKey } from '../logic/memberInfo';
import { clearStaleAnnouncements } from '../mocks/announcer';
import { memberHandlers } from '../mocks/handlers';
import { ProfileContainer } from './ProfileContainer';

const sun = { uid: 7, uoid: 'C7', idToken: 't', nickname: '孙女士', cardNo: '8860100006079' };
const body = within(document.body);

const meta = {
  title: 'Features/Member/ProfileContainer',
  component: ProfileContainer,
  args: { onToast: fn() },
  parameters: { app: { user: sun }, msw: { handlers: memberHandlers.profile() } },
  beforeEach: () => {
    localStorage.removeItem(memberInfoStorageKey);
  },
} satisfies Meta<typeof ProfileContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit the name and title, set the birthday: saved, member info refetched, shown read-only after. */
export const EditAndSave: Story = {
  parameters: { msw: { handlers: memberHandlers.profile() } },
  play: async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: '个人资料' }, { timeout: 8000 });
    await expect(panel).toHaveTextContent('未填写');
    await userEvent.click(canvas.getByRole('button', { name: '修改资料' }));
    const name = canvas.getByRole('textbox', { name: /姓氏/ });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('textbox', { name: /姓氏/ })).toHaveAccessibleDescription('请输入姓氏');
    await userEvent.type(name, '孫');
    await userEvent.click(canvas.getByRole('button', { name: /称谓/ }));
    await userEvent.click(await body.findByRole('option', { name: '太太' }));
    const year = canvas.getByRole('spinbutton', { name: /年/ });
    await userEvent.click(year);
    await userEvent.keyboard('1992');
    await userEvent.keyboard('05');
    await userEvent.keyboard('20');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onToast).toHaveBeenCalledWith('个人资料已保存', 'positive'));
    const saved = await canvas.findByRole('region', { name: '个人资料' });
    await expect(saved).toHaveTextContent('孫');
    await expect(saved).toHaveTextContent('太太');
    await expect(saved).toHaveTextContent('1992-05-20');
    await userEvent.click(canvas.getByRole('button', { name: '修改资料' }));
    await expect(canvas.getByText('生日设置后不可修改，如需更正请联系客服')).toBeVisible();
    clearStaleAnnouncements();
  },
};

/** A failed save keeps what was typed and says why. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: memberHandlers.profileSaveFailing } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改资料' }, { timeout: 8000 }));
    const name = canvas.getByRole('textbox', { name: /姓氏/ });
    await userEvent.clear(name);
    await userEvent.type(name, '孫');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    await expect(canvas.getByRole('textbox', { name: /姓氏/ })).toHaveValue('孫');
  },
};

/** A birthday already set: read-only with the reason. */
export const BirthdaySet: Story = {
  parameters: { msw: { handlers: memberHandlers.profileWithBirthday() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改资料' }, { timeout: 8000 }));
    await expect(canvas.getByText('1992-05-20')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton', { name: /年/ })).toBeNull();
  },
};

/** Member info could not be loaded: a note and a retry, no form. */
export const InfoFailed: Story = {
  parameters: { msw: { handlers: memberHandlers.memberInfoFailing } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('会员信息暂时无法获取');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
