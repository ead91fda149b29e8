import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from '../../../primitives/controls/Select/Select';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { FilterForm } from './FilterForm';

const meta = {
  title: 'Views/Ops/FilterForm',
  component: FilterForm,
  args: {
    'aria-label': '订单筛选',
    submitLabel: '查询',
    resetLabel: '重置',
    pendingLabel: '查询中',
    onSubmit: fn(),
    onReset: fn(),
    children: (
      <>
        <TextField label="订单编号" name="orderNo" defaultValue="" />
        <TextField label="手机号" name="mobile" type="tel" defaultValue="" />
        <TextField label="收货人" name="consignee" defaultValue="" />
        <Select
          label="支付方式"
          name="payType"
          placeholder="全部"
          options={[
            { id: 'wechat', label: '微信支付' },
            { id: 'alipay', label: '支付宝' },
            { id: 'unionpay', label: '银联' },
          ]}
        />
        <TextField label="运单号" name="waybill" defaultValue="" />
      </>
    ),
  },
} satisfies Meta<typeof FilterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in a field submits, as 查询 does; the form is the page's search landmark. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('search', { name: '订单筛选' });
    await expect(form).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), 'JY20261207001356{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** 重置 empties the fields and tells the caller. */
export const Reset: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const mobile = canvas.getByRole('textbox', { name: '手机号' });
    await userEvent.type(mobile, '13800006620');
    await expect(mobile).toHaveValue('13800006620');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(mobile).toHaveValue('');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The query runs: 查询 is busy and a second press does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: /查询/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
