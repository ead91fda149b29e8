import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import {
  ReviewForm,
  type ReviewDraft,
  type ReviewFormLabels,
  type ReviewFormLine,
  type ReviewFormProps,
} from './ReviewForm';

const labels: ReviewFormLabels = {
  title: '评价晒单',
  subtitle: '订单编号 JY20261122143208000001',
  rating: '评分',
  ratingValue: (stars) => `${stars} 星`,
  content: '评价内容',
  contentPlaceholder: '说说佩戴感受、做工和物流，帮助更多人选择',
  contentCount: (count, min, max) => `已输入 ${count}/${max} 字（至少 ${min} 字）`,
  photos: '晒单图片',
  photosDescription: '最多 6 张，JPG、PNG 或 WebP，每张不超过 5MB',
  photoTexts: {
    add: '添加图片',
    remove: (name) => `删除图片 ${name}`,
    retry: '重新上传',
    uploading: '上传中',
    count: (count, max) => `${count}/${max}`,
  },
  anonymous: '匿名评价',
  anonymousDescription: (masked) => `商品页显示为 ${masked}`,
  submit: '提交评价',
  submitting: '提交中…',
  reviewed: '已评价',
  reviewedAs: (nickname) => `发布为 ${nickname}`,
  image: (position) => `晒单图片 ${position}`,
  loading: '正在加载订单商品',
};

const empty: ReviewDraft = { rating: null, content: '', isAnonymous: false };
const filled: ReviewDraft = { rating: 5, content: '金色很正，做工精致，戴上很显气质。', isAnonymous: true };
const photos = (items: NonNullable<ReviewFormLine['photos']>['items'] = []) => ({
  items,
  onAdd: fn(),
  onRemove: fn(),
  onRetry: fn(),
});

const ring: ReviewFormLine = {
  id: '11',
  title: '足金999 古法传承福字戒指',
  href: '/goods?mouldNo=JYG00001',
  thumb: sampleThumb('#c9a24a'),
  detail: '圈口 12 · ×1',
  draft: empty,
  photos: photos(),
};
const pearl: ReviewFormLine = {
  id: '12',
  title: '淡水珍珠项链 18K金扣',
  href: '/goods?mouldNo=JYP00012',
  thumb: sampleThumb('#d8cfc4'),
  detail: '链长 45cm · ×1',
  draft: empty,
  photos: photos(),
};
const published = {
  rating: 4,
  content: '珍珠光泽很好，几乎看不到瑕疵。\n搭配衬衫很优雅。',
  images: [sampleThumb('#d8cfc4'), sampleThumb('#efe6da')],
  nickname: '王**',
  date: '2026-11-24 10:12',
};

/** The drafts held in the story, so the form is typed into as in the mall. */
function Stateful(props: ReviewFormProps) {
  const [lines, setLines] = useState(props.lines);
  return (
    <ReviewForm
      {...props}
      lines={lines}
      onChange={(lineId, change) => {
        props.onChange(lineId, change);
        setLines((current) =>
          current.map((line) =>
            line.id === lineId && line.draft ? { ...line, draft: { ...line.draft, ...change } } : line,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'Views/Orders/ReviewForm',
  component: ReviewForm,
  args: {
    labels,
    lines: [ring, pearl],
    onChange: fn(),
    onSubmit: fn(),
    contentLimits: { min: 5, max: 500 },
    contentLength: (content: string) => [...content.trim()].length,
    photoMax: 6,
    photoTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maskedName: '王**',
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines to review: stars by keyboard (arrow keys), the text with its counter, anonymous, submit. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('form', { name: '评价晒单' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '足金999 古法传承福字戒指' })).toBeVisible();
    const [ratings] = canvas.getAllByRole('radiogroup', { name: '评分' });
    await userEvent.click(canvas.getAllByRole('radio', { name: '1 星' })[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('11', { rating: 5 });
    await expect(ratings).toBeDefined();
    const [text] = canvas.getAllByRole('textbox', { name: '评价内容' });
    await userEvent.type(text as HTMLElement, '金色很正');
    await expect(canvas.getByText('已输入 4/500 字（至少 5 字）')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('checkbox', { name: /匿名评价/ })[0] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith('11', { isAnonymous: true });
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: {
    lines: [
      {
        ...ring,
        draft: filled,
        photos: photos([{ key: 'p1', name: '戒指.jpg', previewUrl: sampleThumb('#c9a24a'), state: 'done' }]),
      },
      { ...pearl, draft: { rating: 4, content: '大小很均匀，光泽好。', isAnonymous: false } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio', { name: '5 星' })[0]).toBeChecked();
    await expect(canvas.getAllByRole('checkbox', { name: /匿名评价/ })[0]).toBeChecked();
    await expect(canvas.getByRole('img', { name: '戒指.jpg' })).toBeVisible();
  },
};

/** Each check's message at its field: no stars, too short, a photo that failed. */
export const Errors: Story = {
  args: {
    lines: [
      {
        ...ring,
        draft: { ...empty, content: '好看' },
        errors: { rating: '请选择评分', content: '评价内容至少 5 个字' },
      },
      {
        ...pearl,
        draft: { rating: 5, content: '金'.repeat(501), isAnonymous: false },
        errors: { content: '评价内容不能超过 500 个字' },
        photos: {
          ...photos([
            { key: 'p2', name: '项链.jpg', previewUrl: sampleThumb('#b3261e'), state: 'failed', error: '上传失败' },
          ]),
          error: '有图片上传失败，请重新上传或删除',
        },
      },
    ],
    errorMessage: '请完善标红的内容后再提交',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择评分')).toBeVisible();
    const [short, long] = canvas.getAllByRole('textbox', { name: '评价内容' });
    await expect(short).toHaveAccessibleDescription(/评价内容至少 5 个字/);
    await expect(long).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('有图片上传失败，请重新上传或删除')).toBeVisible();
    await expect(canvas.getAllByRole('alert').some((node) => node.textContent === '请完善标红的内容后再提交')).toBe(
      true,
    );
  },
};

/** While sending: every control waits and the button says so. */
export const Submitting: Story = {
  args: { lines: [{ ...ring, draft: filled }], isSubmitting: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '提交中…' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '评价内容' })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows and everything typed stays. */
export const ServerError: Story = {
  args: {
    lines: [{ ...ring, draft: filled }],
    errorMessage: '提交失败：「足金999 古法传承福字戒指」已评价，请勿重复提交',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/已评价，请勿重复提交/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '评价内容' })).toHaveValue(filled.content);
    await expect(canvas.getByRole('button', { name: '提交评价' })).toBeEnabled();
  },
};

/** One line reviewed before: read-only with its stars, text, photos and name; the other still open. */
export const PartlyReviewed: Story = {
  args: { lines: [ring, { ...pearl, draft: undefined, photos: undefined, review: published }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已评价')).toBeVisible();
    await expect(canvas.getByText('4 星')).toBeInTheDocument();
    await expect(canvas.getByText('发布为 王**')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: '晒单图片 2' })).toBeVisible());
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

/** Every line reviewed: nothing to send, no button. */
export const AllReviewed: Story = {
  args: { lines: [{ ...ring, draft: undefined, review: { ...published, rating: 5, images: [] } }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已评价')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交评价' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单商品');
  },
};

/** After sending: thanks, and the way to the product page where the review shows. */
export const Thanks: Story = {
  args: {
    notice: {
      title: '感谢您的评价',
      description: '您的评价已发布在商品页，帮助更多人选择心仪的饰品。',
      links: [
        { label: '去商品页看评价', href: '/goods?mouldNo=JYG00001' },
        { label: '返回订单详情', href: '/myIndex/order?orderNo=JY20261122143208000001' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: '感谢您的评价' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: '去商品页看评价' })).toHaveAttribute(
      'href',
      '/goods?mouldNo=JYG00001',
    );
    await expect(canvas.getByRole('link', { name: '返回订单详情' })).toBeVisible();
  },
};
