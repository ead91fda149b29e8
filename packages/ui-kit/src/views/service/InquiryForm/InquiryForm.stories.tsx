import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { PhotoPickerProps } from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import { renderMerged } from '../../../samples/controlled';
import { SliderCaptcha } from '../../auth/SliderCaptcha/SliderCaptcha';
import { InquiryForm, type InquiryDraft, type InquiryFormLabels } from './InquiryForm';

const labels: InquiryFormLabels = {
  title: '定制咨询',
  intro: '留下您的需求，企业客户经理将在 1 个工作日内与您联系。',
  company: '公司名称',
  contactName: '联系人',
  mobile: '手机号',
  email: '电子邮箱',
  quantity: '定制数量（件）',
  budget: '单件预算',
  budgetPlaceholder: '请选择',
  purpose: '定制用途',
  purposePlaceholder: '请选择',
  expectedDate: '期望交付日期',
  calendar: '打开日历',
  previousMonth: '上个月',
  nextMonth: '下个月',
  description: '需求描述',
  descriptionPlaceholder: '款式、材质、刻字、包装等要求（选填）',
  submit: '提交咨询',
  submitting: '提交中…',
};

/** The logo's picker as the page gives it: one image, none chosen yet. */
const logo: PhotoPickerProps = {
  label: '企业标志',
  description: '选填，1 张 JPG、PNG 或 WebP，不超过 5MB',
  items: [],
  max: 1,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  texts: {
    add: '上传标志',
    remove: (name) => `删除图片 ${name}`,
    retry: '重新上传',
    uploading: '上传中',
    count: (count, max) => `${count}/${max}`,
  },
  onAdd: fn(),
  onRemove: fn(),
  onRetry: fn(),
};

const empty: InquiryDraft = {
  company: '',
  contactName: '',
  mobile: '',
  email: '',
  quantity: '',
  budget: null,
  purpose: null,
  expectedDate: null,
  description: '',
};
const filled: InquiryDraft = {
  company: '上海明远科技有限公司',
  contactName: '李先生',
  mobile: '13800138000',
  email: 'li@example.com',
  quantity: '200',
  budget: '500to2000',
  purpose: 'anniversary',
  expectedDate: '2026-12-31',
  description: '公司成立十周年，定制足金纪念章，正面刻公司标志。',
};

const captcha = (
  <SliderCaptcha
    status="passed"
    labels={{
      start: '点击按钮进行验证',
      loading: '加载中',
      instruction: '拖动滑块到缺口处',
      slider: '滑块',
      target: '缺口',
      verifying: '验证中',
      passed: '验证通过',
      failed: '验证未通过',
      retry: '重新验证',
      loadError: (code) => `验证加载失败（${code}）`,
      valueText: (position, target) => `${position}/${target}`,
    }}
    onStart={fn()}
    onVerify={fn()}
  />
);

const meta = {
  title: 'Views/Service/InquiryForm',
  component: InquiryForm,
  render: renderMerged(InquiryForm),
  args: {
    labels,
    value: empty,
    onChange: fn(),
    onSubmit: fn(),
    budgets: [
      { id: 'under500', label: '500 元以下' },
      { id: '500to2000', label: '500–2,000 元' },
      { id: '2000to5000', label: '2,000–5,000 元' },
    ],
    purposes: [
      { id: 'corporateGift', label: '企业礼品' },
      { id: 'medal', label: '纪念金章' },
      { id: 'anniversary', label: '周年庆典' },
    ],
    minDate: '2026-11-20',
    logo,
    captcha,
  },
} satisfies Meta<typeof InquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: every field is the visitor's to fill; submit hands over to the page. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /公司名称/ }), '上海明远');
    await expect(args.onChange).toHaveBeenLastCalledWith({ company: '上海明远' });
    await userEvent.click(canvas.getByRole('button', { name: '提交咨询' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Each validation message under its field (the mobile one is spec §5's). */
export const Invalid: Story = {
  args: {
    value: { ...filled, mobile: '1380013800', email: 'li@', quantity: '0', expectedDate: null, company: '' },
    errors: {
      company: '请输入公司名称',
      mobile: '请输入正确的11位手机号',
      email: '请输入正确的电子邮箱',
      quantity: '定制数量须为1~100000之间的整数',
      expectedDate: '请选择期望交付日期',
      captcha: '请点击按钮进行验证',
    },
  },
  play: async ({ canvas }) => {
    for (const message of [
      '请输入公司名称',
      '请输入正确的11位手机号',
      '请输入正确的电子邮箱',
      '定制数量须为1~100000之间的整数',
      '请选择期望交付日期',
      '请点击按钮进行验证',
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
  },
};

/** Nothing chosen: the selects' messages. */
export const MissingChoices: Story = {
  args: {
    value: { ...filled, budget: null, purpose: null, contactName: '' },
    errors: { contactName: '请输入联系人姓名', budget: '请选择预算范围', purpose: '请选择定制用途' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请输入联系人姓名')).toBeInTheDocument();
    await expect(canvas.getByText('请选择预算范围')).toBeInTheDocument();
    await expect(canvas.getByText('请选择定制用途')).toBeInTheDocument();
  },
};

export const PastDate: Story = {
  args: { value: { ...filled, expectedDate: '2026-11-19' }, errors: { expectedDate: '期望交付日期不能早于今天' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('期望交付日期不能早于今天')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { value: filled, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交中…' })).toBeDisabled();
  },
};

/** Refused: the reason is announced; what was typed stays. */
export const Error: Story = {
  args: { value: filled, errorMessage: '提交太频繁，请稍后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('提交太频繁，请稍后再试');
    await expect(canvas.getByRole('textbox', { name: /公司名称/ })).toHaveValue(filled.company);
  },
};

/** Sent: the confirmation with the inquiry number in place of the form. */
export const Success: Story = {
  args: {
    confirmation: {
      title: '咨询已提交',
      number: '咨询编号 QY20261120103000123456',
      description: '企业客户经理将在 1 个工作日内与您联系。',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('QY20261120103000123456');
  },
};
