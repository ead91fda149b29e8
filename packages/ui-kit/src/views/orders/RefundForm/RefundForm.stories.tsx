import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { renderControlled } from '../../../samples/controlled';
import { RefundForm, type RefundFormProps, type RefundFormValues } from './RefundForm';

const texts: RefundFormProps['texts'] = {
  reason: '退款原因',
  reasonPlaceholder: '请选择退款原因',
  lines: '退款商品',
  quantity: (title) => `${title} 退款数量`,
  increase: '增加数量',
  decrease: '减少数量',
  amount: '退款金额（元）',
  amountHint: '最多可退 ¥9,229.00',
  description: '问题描述',
  descriptionPlaceholder: '请描述您遇到的问题，便于我们尽快处理',
  counter: (count, max) => `${count}/${max}`,
  submit: '提交申请',
  submitting: '提交中',
  cancel: '取消',
};

const reasons = [
  { id: 'unwanted', label: '不想要了' },
  { id: 'wrongOrder', label: '拍错了或多拍' },
  { id: 'lateShipment', label: '未按约定时间发货' },
  { id: 'other', label: '其他' },
];

const lines = [
  {
    id: '1',
    title: '足金999 古法传承素圈戒指',
    thumb: sampleThumb('#c9a24a'),
    meta: '单价 ¥3,580.00 · 可退 1 件',
    maxQty: 1,
  },
  {
    id: '2',
    title: '南洋金珠 单颗耳钉',
    thumb: sampleThumb('#e6d3a3'),
    meta: '单价 ¥2,680.00 · 可退 2 件',
    maxQty: 2,
  },
];

/** The whole order, as the form opens: every line chosen whole, the amount at its maximum. */
const opened: RefundFormValues = { reason: null, quantities: { '1': 1, '2': 2 }, amount: '9229.00', description: '' };
const filled: RefundFormValues = {
  reason: 'wrongOrder',
  quantities: { '2': 1 },
  amount: '1340.00',
  description: '耳钉拍多了一件，想退一件。',
};

const photos: RefundFormProps['photos'] = {
  label: '上传凭证',
  description: '最多 3 张，JPG、PNG 或 WebP，每张不超过 5MB',
  items: [],
  max: 3,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  texts: {
    add: '添加图片',
    remove: (name) => `删除图片 ${name}`,
    retry: '重新上传',
    uploading: '上传中',
    count: (count, max) => `${count}/${max}`,
  },
  onAdd: fn(),
  onRemove: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Views/Orders/RefundForm',
  component: RefundForm,
  render: renderControlled(RefundForm),
  args: {
    texts,
    reasons,
    lines,
    value: opened,
    onChange: fn(),
    descriptionMax: 200,
    photos,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RefundForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens: the whole order chosen, the amount at its maximum, no reason yet. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: '足金999 古法传承素圈戒指' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /退款金额/ })).toHaveValue('9229.00');
    await expect(canvas.getByText('最多可退 ¥9,229.00')).toBeVisible();
    await expect(canvas.getByText('0/200')).toBeVisible();
    // A line of two pieces offers its quantity; a single piece does not.
    await expect(canvas.getByRole('textbox', { name: '南洋金珠 单颗耳钉 退款数量' })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: /退款原因/ }));
    await userEvent.click(await screen.findByRole('option', { name: '拍错了或多拍' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ reason: 'wrongOrder' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '足金999 古法传承素圈戒指' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ quantities: { '2': 2 } }));
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Filled in: one piece of the earrings, a reason, an amount and a description (its counter). */
export const Filled: Story = {
  args: { value: filled },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: '足金999 古法传承素圈戒指' })).not.toBeChecked();
    await expect(canvas.getByText('13/200')).toBeVisible();
    const description = canvas.getByRole('textbox', { name: '问题描述' });
    await userEvent.type(description, '谢谢');
    await expect(canvas.getByText('15/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /退款金额/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Every check failed at once: each message under its field, the fields marked invalid. */
export const Invalid: Story = {
  args: {
    value: { reason: null, quantities: {}, amount: '', description: '好'.repeat(201) },
    errors: {
      reason: '请选择退款原因',
      lines: '请选择要退款的商品',
      amount: '请输入退款金额',
      description: '问题描述不能超过200字',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择要退款的商品')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /退款金额/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /退款金额/ })).toHaveAccessibleDescription(
      expect.stringContaining('请输入退款金额'),
    );
    await expect(canvas.getByRole('textbox', { name: '问题描述' })).toHaveAccessibleDescription(
      expect.stringContaining('问题描述不能超过200字'),
    );
    await expect(canvas.getByText('201/200')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '退款商品' })).toHaveAccessibleDescription('请选择要退款的商品');
  },
};

/** An amount above what was paid for the chosen pieces (spec-style message with the maximum). */
export const AmountTooHigh: Story = {
  args: { value: { ...filled, amount: '5000' }, errors: { amount: '退款金额不能超过¥1,340.00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('退款金额不能超过¥1,340.00')).toBeVisible();
  },
};

/** A photo could not be used: the picker says why. */
export const PhotoError: Story = {
  args: {
    value: filled,
    photos: {
      ...photos,
      items: [
        { key: 'a', name: '凭证.png', previewUrl: sampleThumb('#b3261e'), state: 'failed', error: '图片不能超过 5MB' },
      ],
    },
    errors: { photos: '只能上传 JPG、PNG 或 WebP 格式的图片' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('图片不能超过 5MB')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: '上传凭证' })).getByRole('alert')).toHaveTextContent(
      '只能上传 JPG、PNG 或 WebP 格式的图片',
    );
  },
};

/** On its way: the fields locked, the button busy; a second press sends nothing. */
export const Submitting: Story = {
  args: { value: filled, isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: /退款金额/ })).toBeDisabled();
    const submit = canvas.getByRole('button', { name: /提交申请|提交中/ });
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message is announced and everything entered stays. */
export const ServerError: Story = {
  args: { value: filled, serverError: '该订单已有进行中的退款申请，请等待处理' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').some((node) => node.textContent?.includes('进行中的退款申请'))).toBe(true),
    );
    await expect(canvas.getByRole('textbox', { name: /退款金额/ })).toHaveValue('1340.00');
    await expect(canvas.getByRole('textbox', { name: '问题描述' })).toHaveValue('耳钉拍多了一件，想退一件。');
    await expect(canvas.getByRole('button', { name: /退款原因/ })).toHaveTextContent('拍错了或多拍');
  },
};
