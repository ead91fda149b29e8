import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import type { PhotoPickerProps } from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import { renderMerged } from '../../../samples/controlled';
import { FeedbackForm, type FeedbackDraft, type FeedbackFormLabels } from './FeedbackForm';

const labels: FeedbackFormLabels = {
  title: '意见反馈',
  intro: '您的每一条意见我们都会认真阅读，客服将在 2 个工作日内回复。',
  type: '反馈类型',
  typePlaceholder: '请选择',
  order: '关联订单',
  orderPlaceholder: '不关联订单',
  orderDescription: '选填，只能选择您自己的订单',
  content: '反馈内容',
  contentPlaceholder: '请描述您遇到的问题或建议，至少 10 个字',
  contentCount: (count, min, max) => `已输入 ${count}/${max} 字（至少 ${min} 字）`,
  contact: '联系方式偏好',
  contactPlaceholder: '请选择',
  submit: '提交反馈',
  submitting: '提交中…',
};

/** The photo picker as the page gives it: up to three, no photo chosen yet. */
const photos: PhotoPickerProps = {
  label: '图片',
  description: '选填，最多 3 张，JPG、PNG 或 WebP，每张不超过 5MB',
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

const empty: FeedbackDraft = { type: null, orderNo: null, content: '', contact: 'none' };
const filled: FeedbackDraft = {
  type: 'quality',
  orderNo: 'JY20261120103000000001',
  content: '项链的扣子戴了一周就松了，希望能帮忙看看。',
  contact: 'phone',
};

const meta = {
  title: 'Views/Service/FeedbackForm',
  component: FeedbackForm,
  render: renderMerged(FeedbackForm),
  args: {
    labels,
    value: empty,
    onChange: fn(),
    onSubmit: fn(),
    types: [
      { id: 'quality', label: '商品质量' },
      { id: 'logistics', label: '物流配送' },
      { id: 'afterSales', label: '售后服务' },
      { id: 'website', label: '网站建议' },
      { id: 'other', label: '其他' },
    ],
    orders: [{ id: 'JY20261120103000000001', label: 'JY20261120103000000001 足金999 古法福字戒指' }],
    contacts: [
      { id: 'none', label: '无需联系' },
      { id: 'phone', label: '电话联系' },
      { id: 'sms', label: '短信通知' },
    ],
    photos,
    contentLimits: { min: 10, max: 500 },
    contentLength: (content: string) => [...content.trim()].length,
  },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the counter follows what the member types, and submit is theirs to press. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('已输入 0/500 字（至少 10 字）')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /反馈内容/ }), '戒指很好看');
    await expect(canvas.getByText('已输入 5/500 字（至少 10 字）')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Every check failed: the messages sit under their fields. */
export const Invalid: Story = {
  args: {
    value: { ...empty, content: '不太好' },
    errors: { type: '请选择反馈类型', content: '反馈内容至少10个字' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择反馈类型')).toBeInTheDocument();
    await expect(canvas.getByText('反馈内容至少10个字')).toBeInTheDocument();
  },
};

/** Too long: over 500 characters. */
export const TooLong: Story = {
  args: { value: { ...filled, content: '金'.repeat(501) }, errors: { content: '反馈内容不能超过500个字' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已输入 501/500 字（至少 10 字）')).toBeInTheDocument();
    await expect(canvas.getByText('反馈内容不能超过500个字')).toBeInTheDocument();
  },
};

/** With photos: one uploaded, one still on its way, one failed with its reason. */
export const WithPhotos: Story = {
  args: {
    value: filled,
    photos: {
      ...photos,
      items: [
        { key: 'a', name: 'clasp.jpg', previewUrl: sampleThumb('#c9a24a'), state: 'done' },
        { key: 'b', name: 'box.png', previewUrl: sampleThumb('#8a6d3b'), state: 'uploading' },
        {
          key: 'c',
          name: 'tag.webp',
          previewUrl: sampleThumb('#b08d57'),
          state: 'failed',
          error: '上传太频繁，请稍后再试',
        },
      ],
    },
  },
};

/** Being sent: every control waits, the button says so. */
export const Submitting: Story = {
  args: { value: filled, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交中…' })).toBeDisabled();
  },
};

/** The server refused: the reason is announced and everything typed stays. */
export const Error: Story = {
  args: { value: filled, errorMessage: '订单不存在' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单不存在');
    await expect(canvas.getByRole('textbox', { name: /反馈内容/ })).toHaveValue(filled.content);
  },
};

/** Sent: the confirmation is announced, the form is fresh for the next one. */
export const Success: Story = {
  args: { statusMessage: '反馈已提交，反馈编号 FB20261120103000123456' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('反馈已提交');
  },
};
