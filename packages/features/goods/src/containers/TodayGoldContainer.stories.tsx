import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { goodsHandlers } from '../mocks/handlers';
import { TodayGoldContainer } from './TodayGoldContainer';

const meta = {
  title: 'Features/Goods/TodayGoldContainer',
  component: TodayGoldContainer,
  parameters: { app: {}, msw: { handlers: goodsHandlers.default } },
} satisfies Meta<typeof TodayGoldContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four readings in 元/克, the time, the note, the gold advert and the recent days. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '近期金价（元/克）' })).toBeVisible();
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '1,023.00元/克',
      '978.00元/克',
      '968.00元/克',
      '905.00元/克',
    ]);
    await expect(canvas.getByText(/^更新时间：/)).toBeVisible();
    // The advert is a call of its own (the gold-price decoration): it may land after the prices.
    await expect(await canvas.findByRole('link', { name: '投资金条 按克计价 立即选购' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '近期金价（元/克）' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...goodsHandlers.goldLoading, ...goodsHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('金价加载中');
  },
};

/** No price published yet today: the server's 404 is said plainly, with a retry. */
export const Unpublished: Story = {
  parameters: { msw: { handlers: [...goodsHandlers.goldUnpublished, ...goodsHandlers.default] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('今日金价暂未公布，请稍后再来');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
