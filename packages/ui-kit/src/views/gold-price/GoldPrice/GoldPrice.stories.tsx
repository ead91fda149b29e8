import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Popover } from '../../../primitives/overlays/Popover/Popover';
import { GoldPrice, goldPriceStatuses, goldPriceVariants } from './GoldPrice';

/** An inline SVG gold advert (no network in stories). */
const advertSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7a5a12"/><stop offset="1" stop-color="#c9a24a"/></linearGradient></defs><rect width="600" height="200" fill="url(#g)"/><g fill="#f8f1e0"><rect x="360" y="70" width="150" height="80" rx="8"/><rect x="380" y="50" width="110" height="30" rx="6" opacity="0.7"/></g></svg>',
)}`;

const meta = {
  title: 'Views/GoldPrice/GoldPrice',
  component: GoldPrice,
  args: {
    title: '今日金价',
    labels: {
      todayPriceHK: '零售足金',
      todayPriceTzjt: '金条/金章',
      todayPriceHgjShi: '黄金增值服务',
      baiJianHJPrice: '回收',
    },
    prices: {
      todayPriceHK: '1,023.00',
      todayPriceTzjt: '978.00',
      todayPriceHgjShi: '968.00',
      baiJianHJPrice: '905.00',
    },
    unit: '元/克',
    readingTime: '更新时间：2026年2月14日 09:30',
    copywriting: '以上价格仅供参考，以门店及结算页实际价格为准。',
    advert: { src: advertSrc, alt: '投资金条，足金9999，按克计价，立即选购', href: '/goodsList?keyword=金条' },
    loadingLabel: '金价加载中',
    errorMessage: '金价获取失败，请稍后重试',
    retryLabel: '重新加载',
    onRetry: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: goldPriceVariants },
    status: { control: 'inline-radio', options: goldPriceStatuses },
  },
  decorators: [
    // The pop-up is narrow; the page takes the content width.
    (Story, { args }) => (
      <div style={{ width: args.variant === 'page' ? undefined : 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoldPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '今日金价' })).toBeVisible();
    // Label and price pairs, in the spec's order.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '零售足金',
      '金条/金章',
      '黄金增值服务',
      '回收',
    ]);
    await expect(canvas.getAllByRole('definition').map((price) => price.textContent)).toEqual([
      '1,023.00元/克',
      '978.00元/克',
      '968.00元/克',
      '905.00元/克',
    ]);
    await expect(canvas.getByText('更新时间：2026年2月14日 09:30')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '投资金条，足金9999，按克计价，立即选购' })).toHaveAttribute(
      'href',
      '/goodsList?keyword=金条',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('金价加载中');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
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

/** No advert, and a reading the server did not send (recycling) is left out. */
export const WithoutAdvert: Story = {
  args: {
    advert: undefined,
    prices: { todayPriceHK: '1,023.00', todayPriceTzjt: '978.00', todayPriceHgjShi: '968.00', baiJianHJPrice: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
  },
};

/** In the header: the Popover holds it, opened by the gold-price button (or a resting mouse). */
export const InHeaderPopover: Story = {
  render: (args) => (
    <Popover
      aria-label={args.title}
      openOnHover
      placement="bottom start"
      trigger={
        <Button tone="link">
          <Icon name="gold" />
          {args.title}
        </Button>
      }
    >
      <GoldPrice {...args} />
    </Popover>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '今日金价' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '今日金价' });
    await expect(within(dialog).getAllByRole('term')).toHaveLength(4);
  },
};

/** The today's-gold-price page: large cards, and the recent days under them. */
const pageArgs = {
  variant: 'page',
  history: [
    { date: '2月14日', prices: { todayPriceHK: '1,023.00', todayPriceTzjt: '978.00', baiJianHJPrice: '905.00' } },
    { date: '2月13日', prices: { todayPriceHK: '1,019.00', todayPriceTzjt: '975.00', baiJianHJPrice: '902.00' } },
  ],
  historyTitle: '近期金价',
  dateLabel: '日期',
} satisfies Partial<Story['args']>;

/** The page: the four readings in 元/克 with the time, the note, the advert and two recent days. */
export const Page: Story = {
  args: pageArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '今日金价' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['零售足金', '金条/金章', '黄金增值服务', '回收']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '1,023.00元/克',
      '978.00元/克',
      '968.00元/克',
      '905.00元/克',
    ]);
    await expect(canvas.getByText('更新时间：2026年2月14日 09:30')).toBeVisible();
    const table = canvas.getByRole('table', { name: '近期金价（元/克）' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    await expect(canvas.getByRole('columnheader', { name: '回收' })).toBeVisible();
  },
};

export const PageLoading: Story = {
  args: { ...pageArgs, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('金价加载中');
    await expect(canvas.queryByRole('definition')).toBeNull();
  },
};

export const PageError: Story = {
  args: { ...pageArgs, status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('金价获取失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No history and no advert: just today's readings. */
export const PageTodayOnly: Story = {
  args: { ...pageArgs, history: [], advert: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
  },
};
