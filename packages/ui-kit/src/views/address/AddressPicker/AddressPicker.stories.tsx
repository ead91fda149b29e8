import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderControlled } from '../../../samples/controlled';
import { AddressPicker } from './AddressPicker';

const addresses = [
  {
    id: '1',
    consignee: '王女士',
    mobile: '139****0001',
    location: '广东省 深圳市 罗湖区 深南东路5016号京基100大厦A座',
    isDefault: true,
  },
  { id: '2', consignee: '王先生', mobile: '138****8888', location: '上海市 黄浦区 南京东路300号' },
];

const meta = {
  title: 'Views/Address/AddressPicker',
  component: AddressPicker,
  render: renderControlled(AddressPicker),
  args: {
    label: '收货地址',
    addresses,
    value: '1',
    onChange: fn(),
    defaultLabel: '默认',
    addLabel: '添加新地址',
    onAdd: fn(),
    emptyText: '您还没有收货地址，请添加',
  },
} satisfies Meta<typeof AddressPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two addresses, the default one chosen and marked; a click and the arrow keys choose another. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: '收货地址' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /王女士/ })).toBeChecked();
    await expect(canvas.getByText('默认')).toBeVisible();
    await userEvent.click(canvas.getByText('上海市 黄浦区 南京东路300号'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

/** No address yet: the note and the add button, which asks for the inline form. */
export const Empty: Story = {
  args: { addresses: [], value: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('您还没有收货地址，请添加')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加新地址' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Submit without a choice: the group is invalid and says why. */
export const Invalid: Story = {
  args: { value: null, errorMessage: '请选择收货地址' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择收货地址')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /王女士/ })).not.toBeChecked();
  },
};

/** While adding: the caller's form takes the add button's place. */
export const Adding: Story = {
  args: { form: <p>（这里是新地址表单）</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '添加新地址' })).toBeNull();
    await expect(canvas.getByText('（这里是新地址表单）')).toBeVisible();
  },
};

/** While the order is submitted nothing can change. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /王先生/ })).toBeDisabled();
  },
};
