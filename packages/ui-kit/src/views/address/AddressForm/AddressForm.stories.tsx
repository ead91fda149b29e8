import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AddressForm, type AddressFormValue } from './AddressForm';
import { renderControlled } from '../../../samples/controlled';
import { sampleRegions, sampleXihu } from '../../../samples/regions';
import { noRegion } from '../RegionSelect/regionSelectRules';

const empty: AddressFormValue = { consignee: '', mobile: '', ...noRegion, detail: '', isDefault: false };
const filled: AddressFormValue = {
  consignee: '王女士',
  mobile: '13900000001',
  provinceCode: '440000',
  province: '广东省',
  cityCode: '440300',
  city: '深圳市',
  districtCode: '440303',
  district: '罗湖区',
  detail: '深南东路5016号京基100大厦A座',
  isDefault: true,
};

const meta = {
  title: 'Views/Address/AddressForm',
  component: AddressForm,
  render: renderControlled(AddressForm),
  args: {
    labels: {
      title: '新增收货地址',
      consignee: '收货人',
      mobile: '手机号码',
      province: '省份',
      city: '城市',
      district: '区/县',
      regionPlaceholder: '请选择',
      regionsLoading: '正在加载地区…',
      regionsLoadFailed: '地区加载失败。',
      regionsRetry: '重试',
      detail: '详细地址',
      isDefault: '设为默认地址',
      submit: '保存并使用',
      cancel: '取消',
      saving: '保存中',
    },
    value: empty,
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    regions: { provinces: sampleRegions },
  },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the value field by field; Enter and the button submit; cancel closes. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('form', { name: '新增收货地址' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /收货人/ }), '王女士');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, consignee: '王女士' });
    await userEvent.click(canvas.getByRole('checkbox', { name: '设为默认地址' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, consignee: '王女士', isDefault: true });
    await userEvent.click(canvas.getByRole('button', { name: '保存并使用' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Every check failed: each field says what is wrong and is marked invalid. */
export const Invalid: Story = {
  args: {
    value: { ...empty, mobile: '1390000', detail: '深南' },
    errors: {
      consignee: '请输入收货人',
      mobile: '请输入正确的手机号码',
      province: '请选择省份',
      city: '请选择城市',
      district: '请选择区县',
      detail: '请输入详细地址（5–120个字）',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /收货人/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /手机号码/ })).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(canvas.getByText('请输入详细地址（5–120个字）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /省份/ })).toHaveAccessibleDescription('请选择省份');
    await expect(canvas.getByText('请选择区县')).toBeVisible();
  },
};

/** The region is chosen from the selects; the form keeps each level's code and name. */
export const ChoosingTheRegion: Story = {
  args: { value: { ...empty, consignee: '王女士' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /省份/ }));
    await userEvent.click(await screen.findByRole('option', { name: '浙江省' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /城市/ })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /城市/ }));
    await userEvent.click(await screen.findByRole('option', { name: '杭州市' }));
    await userEvent.click(canvas.getByRole('button', { name: /区\/县/ }));
    await userEvent.click(await screen.findByRole('option', { name: '西湖区' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, consignee: '王女士', ...sampleXihu });
  },
};

/** The regions are still loading: the rest of the form can be filled meanwhile. */
export const RegionsLoading: Story = {
  args: { regions: { isLoading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载地区…');
    await expect(canvas.getByRole('textbox', { name: /收货人/ })).toBeEnabled();
  },
};

/** The regions could not be loaded: a retry beside the message. */
export const RegionsFailed: Story = {
  args: { regions: { hasLoadFailed: true, onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.regions.onRetry).toHaveBeenCalledOnce();
  },
};

/** Saving: the button waits, the input stays. */
export const Submitting: Story = {
  args: { value: filled, isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /保存并使用/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /详细地址/ })).toHaveValue('深南东路5016号京基100大厦A座');
    await expect(canvas.getByRole('button', { name: /区\/县/ })).toHaveTextContent('罗湖区');
  },
};

/** The server refused the save: its message shows and everything typed is still there. */
export const SaveFailed: Story = {
  args: { value: filled, formError: '收货地址最多保存20个' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('收货地址最多保存20个');
    await expect(canvas.getByRole('textbox', { name: /收货人/ })).toHaveValue('王女士');
  },
};

/** The first address cannot be cancelled: no cancel button. */
export const FirstAddress: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '取消' })).toBeNull();
  },
};
