import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { FeedbackThread, type FeedbackThreadItem } from './FeedbackThread';

const submitted: FeedbackThreadItem = {
  id: 'FB1',
  typeLabel: '网站建议',
  state: 'submitted',
  stateLabel: '已提交',
  meta: '2026-11-20 10:30 · 反馈编号 FB20261120103000123456',
  content: '希望商品详情页能显示金价更新时间。',
  photos: [],
};
const processing: FeedbackThreadItem = {
  id: 'FB2',
  typeLabel: '物流配送',
  state: 'processing',
  stateLabel: '处理中',
  meta: '2026-11-18 09:12 · 反馈编号 FB20261118091200654321',
  orderLabel: '关联订单 JY20261115080000000002',
  content: '快递三天没有更新物流信息，麻烦帮忙查一下。',
  photos: [],
};
const replied: FeedbackThreadItem = {
  id: 'FB3',
  typeLabel: '商品质量',
  state: 'replied',
  stateLabel: '已回复',
  meta: '2026-11-10 14:02 · 反馈编号 FB20261110140200111111',
  orderLabel: '关联订单 JY20261101120000000003',
  content: '项链的扣子戴了一周就松了，希望能帮忙看看。',
  photos: [{ src: sampleThumb('#c9a24a'), alt: '反馈图片 1' }],
  reply: {
    text: '您好，非常抱歉给您带来不便。请携带项链到就近门店，我们将免费为您更换扣头。',
    meta: '客服 · 2026-11-11 09:30',
  },
};

const meta = {
  title: 'Views/Service/FeedbackThread',
  component: FeedbackThread,
  args: {
    labels: {
      title: '我的反馈',
      reply: '客服回复',
      empty: '还没有反馈',
      emptyDescription: '提交的意见会显示在这里，回复后可以在这里查看。',
      loading: '正在加载我的反馈',
      retry: '重试',
    },
    items: [replied, processing, submitted],
  },
} satisfies Meta<typeof FeedbackThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One of each state; the reply shows under the answered one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已回复')).toBeInTheDocument();
    await expect(canvas.getByText('处理中')).toBeInTheDocument();
    await expect(canvas.getByText('已提交')).toBeInTheDocument();
    await expect(canvas.getByText(/免费为您更换扣头/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '还没有反馈' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true } };

/** The list could not be read: the reason and a retry. */
export const Error: Story = {
  args: { items: [], errorMessage: '网络不稳定，请稍后再试', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
