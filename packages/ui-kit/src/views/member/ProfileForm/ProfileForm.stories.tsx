import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { renderControlled } from '../../../samples/controlled';
import { ProfileForm, type ProfileValue } from './ProfileForm';

const saved: ProfileValue = { familyName: '孙', memberTitle: '2', birthday: null };

const meta = {
  title: 'Views/Member/ProfileForm',
  component: ProfileForm,
  render: renderControlled(ProfileForm),
  args: {
    labels: {
      title: '个人资料',
      familyName: '姓氏',
      familyNamePlaceholder: '请输入姓氏',
      memberTitle: '称谓',
      memberTitlePlaceholder: '请选择称谓',
      birthday: '生日',
      birthdayUnset: '未填写',
      birthdayLocked: '生日设置后不可修改，如需更正请联系客服',
      birthdayOnce: '生日一经设置不可修改，请仔细核对',
      calendar: '选择日期',
      previousMonth: '上个月',
      nextMonth: '下个月',
      edit: '修改资料',
      save: '保存',
      saving: '保存中',
      cancel: '取消',
    },
    titles: [
      { id: '1', label: '先生' },
      { id: '2', label: '女士' },
      { id: '3', label: '太太' },
    ],
    value: saved,
    onChange: fn(),
    isEditing: false,
    onEdit: fn(),
    onCancel: fn(),
    onSubmit: fn(),
    isBirthdayLocked: false,
    maxDate: '2026-12-01',
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Viewing: the three facts, a birthday not given yet, and the edit button. */
export const Viewing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const panel = canvas.getByRole('region', { name: '个人资料' });
    await expect(panel).toHaveTextContent('孙');
    await expect(panel).toHaveTextContent('女士');
    await expect(panel).toHaveTextContent('未填写');
    await userEvent.click(canvas.getByRole('button', { name: '修改资料' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Editing with no birthday yet: name, title and a birthday picker that says it is set once. */
export const Editing: Story = {
  args: { isEditing: true },
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: /姓氏/ });
    await userEvent.clear(name);
    await userEvent.type(name, '孫');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...saved, familyName: '孫' });
    await expect(canvas.getByText('生日一经设置不可修改，请仔细核对')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /称谓/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '太太' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...saved, familyName: '孫', memberTitle: '3' });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A birthday already set: shown read-only with why, no picker. */
export const BirthdayLocked: Story = {
  args: { isEditing: true, isBirthdayLocked: true, value: { ...saved, birthday: '1992-05-20' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1992-05-20')).toBeVisible();
    await expect(canvas.getByText('生日设置后不可修改，如需更正请联系客服')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /生日/ })).toBeNull();
  },
};

/** The spec §5 messages on each field. */
export const Invalid: Story = {
  args: {
    isEditing: true,
    value: { familyName: '', memberTitle: null, birthday: null },
    errors: { familyName: '请输入姓氏', memberTitle: '请选择称谓' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /姓氏/ })).toHaveAccessibleDescription('请输入姓氏');
    // The placeholder in the trigger and the message under it.
    await expect(canvas.getAllByText('请选择称谓')).toHaveLength(2);
  },
};

/** Saving: the button waits, the input stays. */
export const Submitting: Story = {
  args: { isEditing: true, isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /保存/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /姓氏/ })).toHaveValue('孙');
  },
};

/** The server refused the save: its message shows and the input is kept. */
export const SaveFailed: Story = {
  args: { isEditing: true, value: { ...saved, familyName: '孫' }, formError: '生日不能晚于今天' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('生日不能晚于今天');
    await expect(canvas.getByRole('textbox', { name: /姓氏/ })).toHaveValue('孫');
  },
};
