import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AddressBook, type AddressBookLabels } from './AddressBook';

const labels: AddressBookLabels = {
  count: (count, max) => `已保存 ${count} 个收货地址，最多 ${max} 个`,
  add: '新增收货地址',
  full: '最多保存 20 个收货地址，请先删除不用的地址',
  defaultMark: '默认',
  edit: '编辑',
  editFor: (consignee) => `编辑${consignee}的地址`,
  remove: '删除',
  removeFor: (consignee) => `删除${consignee}的地址`,
  setDefault: '设为默认',
  setDefaultFor: (consignee) => `将${consignee}的地址设为默认`,
  empty: '您还没有收货地址，新增一个吧。',
};

const addresses = [
  {
    id: '1',
    consignee: '王女士',
    mobile: '139****0001',
    location: '广东省 深圳市 福田区 福华一路6号',
    isDefault: true,
  },
  { id: '2', consignee: '王先生', mobile: '139****0011', location: '上海市 黄浦区 南京东路299号' },
  { id: '3', consignee: '李女士', mobile: '138****2222', location: '浙江省 杭州市 西湖区 文三路100号' },
];

const meta = {
  title: 'Views/Address/AddressBook',
  component: AddressBook,
  args: { addresses, labels, max: 20, onAdd: fn(), onEdit: fn(), onRemove: fn(), onSetDefault: fn() },
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every address as a card, the default marked and first; each card's buttons name its consignee. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('已保存 3 个收货地址，最多 20 个')).toBeVisible();
    const first = canvas.getByRole('article', { name: '王女士' });
    await expect(within(first).getByText('默认')).toBeVisible();
    await expect(within(first).queryByRole('button', { name: /设为默认/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '将王先生的地址设为默认' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: '编辑李女士的地址' }));
    await expect(args.onEdit).toHaveBeenCalledWith('3');
    await userEvent.click(canvas.getByRole('button', { name: '删除王先生的地址' }));
    await expect(args.onRemove).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches 新增 first, then each card's buttons in order. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '编辑王女士的地址' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith('1');
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您还没有收货地址，新增一个吧。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeEnabled();
  },
};

/** At the limit: no add button, the reason instead. */
export const Full: Story = {
  args: {
    addresses: Array.from({ length: 20 }, (_, index) => ({
      id: String(index + 1),
      consignee: `收货人${index + 1}`,
      mobile: '139****0001',
      location: '广东省 深圳市 福田区 福华一路6号',
      isDefault: index === 0,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '新增收货地址' })).toBeNull();
    await expect(canvas.getByText('最多保存 20 个收货地址，请先删除不用的地址')).toBeVisible();
  },
};

/** While the form is open the other buttons wait, so one change at a time. */
export const FormOpen: Story = {
  args: { form: <section aria-label="新增收货地址">（地址表单）</section> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '新增收货地址' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '编辑王女士的地址' })).toBeDisabled();
  },
};

/** Setting a default: that card's button shows progress, the others wait. */
export const SettingDefault: Story = {
  args: { busyId: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除李女士的地址' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '将李女士的地址设为默认' })).toBeDisabled();
  },
};
