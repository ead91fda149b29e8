import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GoldPriceBoard, goldPriceBoardStatuses } from './GoldPriceBoard';

const advertSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200"><rect width="600" height="200" fill="#7a5a12"/><rect x="360" y="70" width="150" height="80" rx="8" fill="#f8f1e0"/></svg>',
)}`;

const meta = {
  title: 'Views/GoldPrice/GoldPriceBoard',
  component: GoldPriceBoard,
  args: {
    title: '今日金价',
    labels: { todayPriceHK: '零售足金', todayPriceTzjt: '金条/金章', todayPriceHgjShi: '黄金增值服务', baiJianHJPrice: '回收' },
    prices: { todayPriceHK: '1,023.00', todayPriceTzjt: '978.00', todayPriceHgjShi: '968.00', baiJianHJPrice: '905.00' },
    unit: '元/克',
    readingTime: '更新时间：2026年2月14日 09:30',
    copywriting: '以上价格仅供参考，以门店及结算页实际价格为准。',
    advert: { src: advertSrc, alt: '投资金条，按克计价，立即选购', href: '/goodsList?keyword=金条' },
    history: [
      { date: '2月14日', prices: { todayPriceHK: '1,023.00', todayPriceTzjt: '978.00', baiJianHJPrice: '905.00' } },
      { date: '2月13日', prices: { todayPriceHK: '1,019.00', todayPriceTzjt: '975.00', baiJianHJPrice: '902.00' } },
    ],
    historyTitle: '近期金价',
    dateLabel: '日期',
    loadingLabel: '金价加载中',
    errorMessage: '金价获取失败，请稍后重试',
    retryLabel: '重新加载',
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: goldPriceBoardStatuses } },
} satisfies Meta<typeof GoldPriceBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four readings in 元/克 with the time, the note, the advert and two recent days. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '今日金价' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['零售足金', '金条/金章', '黄金增值服务', '回收']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(['1,023.00元/克', '978.00元/克', '968.00元/克', '905.00元/克']);
    await expect(canvas.getByText('更新时间：2026年2月14日 09:30')).toBeVisible();
    const table = canvas.getByRole('table', { name: '近期金价（元/克）' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    await expect(canvas.getByRole('columnheader', { name: '回收' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('金价加载中');
    await expect(canvas.queryByRole('definition')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('金价获取失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No history and no advert: just today's readings. */
export const TodayOnly: Story = {
  args: { history: [], advert: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
  },
};
